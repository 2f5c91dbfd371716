import {
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  type GlobalLeaderboard,
  MSG,
  type TestLeaderboard,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { leaderboardMinutes, leaderboardScores, leaderboardTimes } from '../../db/schema';
import { rebuildCounters } from './repo';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0' });
});
afterAll(() => t.close());

type Made = Awaited<ReturnType<typeof t.createTest>>;

/** Takes the test (again, with `retake`) with `right` correct answers, spending `seconds` on it by the test clock. */
async function take(made: Made, token: string, right: number, seconds = 60, retake = false) {
  const body = { test: made.test.id, retake };
  const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body })).body.data;
  const qs = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body.data;
  const answers = qs.questions.map((q, i) => {
    const key = made.questions.find((x) => x.id === q._id);
    const option = key?.options[i < right ? key.correctOption : (key.correctOption + 1) % 4] as string;
    return { question: q._id, selectedOption: q.options.indexOf(option) };
  });
  t.clock.advance(seconds * 1000);
  const res = await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers } });
  return res.body.data;
}

const board = async (testId: string, token: string, query = '') =>
  (await t.call<TestLeaderboard>('GET', `/api/leaderboard/test/${testId}${query}`, { token })).body.data;

describe('per-test leaderboard', () => {
  it('ranks by score, then time; ties in both share a rank (1, 2, 2, 4)', async () => {
    const made = await t.createTest({ questionCount: 4, duration: 30 });
    const [a, b, c, d] = [await t.signup(), await t.signup(), await t.signup(), await t.signup()];
    await take(made, c.token, 3, 100);
    await take(made, a.token, 4, 200);
    await take(made, b.token, 3, 100);
    await take(made, d.token, 3, 150);
    const view = await board(made.test.id, a.token);
    expect(view.entries.map((e) => [e.user.name, e.rank, e.score, e.timeTaken])).toEqual([
      [a.user.name, 1, 100, 200],
      [c.user.name, 2, 75, 100],
      [b.user.name, 2, 75, 100],
      [d.user.name, 4, 75, 150],
    ]);
    expect(view.entries.map((e) => e.isMe)).toEqual([true, false, false, false]);
    expect(view).toMatchObject({ participants: 4, highestScore: 100, averageScore: 81.25 });
    expect((await board(made.test.id, d.token)).me).toMatchObject({ rank: 4, isMe: true });
    const result = await t.call<AttemptResult>('GET', `/api/attempts/${view.entries[2]?._id}`, { token: b.token });
    expect(result.body.data).toMatchObject({ rank: 2, percentile: 75 });
  });

  it('only first attempts count: a better reattempt changes nothing', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const [first, second] = [await t.signup(), await t.signup()];
    await take(made, first.token, 2);
    await take(made, second.token, 3);
    const retry = await take(made, first.token, 4, 60, true);
    expect(retry.rank).toBeNull();
    const view = await board(made.test.id, first.token);
    expect(view.entries.map((e) => [e.user.name, e.rank, e.score])).toEqual([
      [second.user.name, 1, 75],
      [first.user.name, 2, 50],
    ]);
    expect(view.participants).toBe(2);
  });

  it('ranks a result after the same score in less time, within its minute and in earlier minutes', async () => {
    const made = await t.createTest({ questionCount: 4, duration: 30 });
    const [a, b, c, d] = [await t.signup(), await t.signup(), await t.signup(), await t.signup()];
    await take(made, a.token, 3, 50);
    await take(made, b.token, 3, 100);
    const mine = await take(made, c.token, 3, 110);
    await take(made, d.token, 4, 170);
    const result = await t.call<AttemptResult>('GET', `/api/attempts/${mine._id}`, { token: c.token });
    expect(result.body.data).toMatchObject({ rank: 4, percentile: 75, participants: 4 });
    const listed = await t.call<{ entries: { _id: string; rank: number | null }[] }>('GET', '/api/attempts/user', {
      token: c.token,
    });
    expect(listed.body.data.entries).toEqual([expect.objectContaining({ _id: mine._id, rank: 4 })]);
  });

  it('shows my own entry with its rank when I am outside the limit', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const students = [await t.signup(), await t.signup(), await t.signup()];
    for (const [i, s] of students.entries()) await take(made, s.token, 4 - i);
    const last = students[2];
    if (!last) throw new Error('no student');
    const view = await board(made.test.id, last.token, '?limit=2');
    expect(view.entries).toHaveLength(2);
    expect(view.me).toMatchObject({ rank: 3, score: 50, isMe: true });
    expect((await t.call('GET', `/api/leaderboard/test/${made.test.id}?limit=101`, { token: last.token })).status).toBe(
      400,
    );
  });

  it('drops a deleted student and ranks the others without them', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const gone = await t.signup();
    const stays = await t.signup();
    await take(made, gone.token, 4);
    await take(made, stays.token, 2);
    await t.call('DELETE', '/api/auth/account', { token: gone.token, body: { password: gone.password } });
    const view = await board(made.test.id, stays.token);
    expect(view.entries.map((e) => [e.user.name, e.rank])).toEqual([[stays.user.name, 1]]);
    expect(view.participants).toBe(1);
  });

  it('404 for an unknown test', async () => {
    const { token } = await t.signup();
    const res = await t.call('GET', '/api/leaderboard/test/01900000-0000-7000-8000-000000000000', { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.testNotFound);
  });
});

describe('periods in IST', () => {
  it('23:50 IST on Sunday counts in that week; 00:10 IST on Monday in the next', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const sunday = await t.signup();
    const monday = await t.signup();
    t.clock.set(new Date('2031-03-09T18:19:00Z'));
    await take(made, sunday.token, 4, 60);
    t.clock.set(new Date('2031-03-09T18:39:00Z'));
    await take(made, monday.token, 3, 60);

    const names = (view: { entries: { user: { name: string } }[] }) => view.entries.map((e) => e.user.name);
    t.clock.set(new Date('2031-03-09T18:25:00Z'));
    expect(names(await board(made.test.id, sunday.token, '?period=weekly'))).toEqual([sunday.user.name]);
    expect(names(await board(made.test.id, sunday.token, '?period=daily'))).toEqual([sunday.user.name]);
    t.clock.set(new Date('2031-03-10T10:00:00Z'));
    const week = await board(made.test.id, sunday.token, '?period=weekly');
    expect(names(week)).toEqual([monday.user.name]);
    expect(week.me).toBeNull();
    expect(names(await board(made.test.id, sunday.token, '?period=daily'))).toEqual([monday.user.name]);
    expect(names(await board(made.test.id, sunday.token))).toEqual([sunday.user.name, monday.user.name]);

    const global = (await t.call<GlobalLeaderboard>('GET', '/api/leaderboard/weekly', { token: sunday.token })).body
      .data;
    const row = global.entries.find((e) => e.user._id === monday.user._id);
    expect(row?.test).toMatchObject({
      title: made.test.title,
      subject: made.test.subject,
      examType: made.test.examType,
    });
    expect(global.entries.some((e) => e.user._id === sunday.user._id)).toBe(false);
    expect(
      (await t.call<GlobalLeaderboard>('GET', '/api/leaderboard/daily', { token: sunday.token })).body.data.period,
    ).toBe('daily');
    t.clock.set(new Date());
  });
});

describe('counters', () => {
  it('equal a full recount after 500 concurrent submissions', async () => {
    const made = await t.createTest({ questionCount: 5, duration: 30 });
    const students = await t.quickStudents(500);
    await Promise.all(students.map((s, i) => take(made, s.token, i % 6, 0)));
    const snapshot = async () => ({
      scores: (await t.db.select().from(leaderboardScores))
        .filter((r) => r.n !== 0)
        .map((r) => JSON.stringify(r))
        .sort(),
      minutes: (await t.db.select().from(leaderboardMinutes))
        .filter((r) => r.n !== 0)
        .map((r) => JSON.stringify(r))
        .sort(),
      times: (await t.db.select().from(leaderboardTimes))
        .filter((r) => r.n !== 0)
        .map((r) => JSON.stringify(r))
        .sort(),
    });
    const live = await snapshot();
    const view = await board(made.test.id, students[0]?.token as string);
    expect(view.participants).toBe(500);
    await rebuildCounters(t.db);
    expect(await snapshot()).toEqual(live);
  }, 180_000);
});

describe('global leaderboard', () => {
  const weekly = async (token: string, query = '') =>
    (await t.call<GlobalLeaderboard>('GET', `/api/leaderboard/weekly${query}`, { token })).body.data;

  it('ranks students by their best first attempt, one row each, per target exam', async () => {
    t.clock.set(new Date('2033-05-04T06:00:00Z'));
    const [exam, other] = await t.createTargetExams(2);
    if (!exam || !other) throw new Error('no target exams');
    const [a, b, c] = [
      await t.createTest({ questionCount: 4, targetExamIds: [exam.id] }),
      await t.createTest({ questionCount: 4, targetExamIds: [exam.id] }),
      await t.createTest({ questionCount: 4, targetExamIds: [other.id] }),
    ];
    const [star, steady, late] = [await t.signup(), await t.signup(), await t.signup()];
    await take(a, star.token, 4, 100);
    await take(b, star.token, 3, 100);
    await take(c, star.token, 4, 50);
    await take(a, steady.token, 3, 90);
    await take(c, steady.token, 2, 60);
    await take(b, late.token, 3, 90);
    await take(b, late.token, 4, 300, true);

    const all = await weekly(star.token);
    expect(all.entries.map((e) => [e.user.name, e.rank, e.score, e.timeTaken, e.test.title])).toEqual([
      [star.user.name, 1, 100, 50, c.test.title],
      [steady.user.name, 2, 75, 90, a.test.title],
      [late.user.name, 2, 75, 90, b.test.title],
    ]);
    expect(all.entries.map((e) => e.isMe)).toEqual([true, false, false]);
    expect(all).toMatchObject({ participants: 3, averageScore: 83.33, highestScore: 100 });

    const forExam = await weekly(steady.token, `?targetExam=${exam.id}`);
    expect(forExam.entries.map((e) => [e.user.name, e.rank, e.score, e.test.title])).toEqual([
      [star.user.name, 1, 100, a.test.title],
      [steady.user.name, 2, 75, a.test.title],
      [late.user.name, 2, 75, b.test.title],
    ]);
    expect(forExam.participants).toBe(3);
    const forOther = await weekly(steady.token, `?targetExam=${other.id}`);
    expect(forOther.entries.map((e) => [e.user.name, e.rank])).toEqual([
      [star.user.name, 1],
      [steady.user.name, 2],
    ]);
    expect(forOther).toMatchObject({ participants: 2, averageScore: 75, highestScore: 100 });

    const two = await weekly(late.token, '?limit=2');
    expect(two.entries.map((e) => e.user.name)).toEqual([star.user.name, steady.user.name]);
    expect(two.participants).toBe(3);
    t.clock.set(new Date());
  });

  it('finds the next students past one who holds many of the top attempts', async () => {
    t.clock.set(new Date('2033-06-08T06:00:00Z'));
    const [exam] = await t.createTargetExams(1);
    if (!exam) throw new Error('no target exam');
    const made = await Promise.all(
      Array.from({ length: 9 }, () => t.createTest({ questionCount: 4, targetExamIds: [exam.id] })),
    );
    const [champion, runnerUp] = [await t.signup(), await t.signup()];
    for (const test of made) await take(test, champion.token, 4, 30);
    await take(made[0] as Made, runnerUp.token, 1, 30);
    const board = await weekly(runnerUp.token, `?targetExam=${exam.id}&limit=2`);
    expect(board.entries.map((e) => [e.user.name, e.rank, e.score])).toEqual([
      [champion.user.name, 1, 100],
      [runnerUp.user.name, 2, 25],
    ]);
    t.clock.set(new Date());
  });

  it('shows an empty board for a target exam nobody took, and refuses a malformed one', async () => {
    const { token } = await t.signup();
    const [exam] = await t.createTargetExams(1);
    expect(await weekly(token, `?targetExam=${exam?.id}`)).toMatchObject({
      entries: [],
      participants: 0,
      averageScore: 0,
      highestScore: 0,
    });
    const bad = await t.call('GET', '/api/leaderboard/daily?targetExam=abc', { token });
    expect(bad.status).toBe(400);
  });
});
