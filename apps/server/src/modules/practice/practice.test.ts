import {
  type AnswerInput,
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  type MistakePage,
  MSG,
  PAGING_MSG,
  type PracticeFeedback,
  type PracticeNext,
  type PracticeOptions,
} from '@mockprep/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';
import { attempts, mistakes } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'practice-secret' });
  admin = (await makeAdmin(t, 'practice-secret')).token;
});
afterAll(() => t.close());

describe('practice', () => {
  it('serves only accessible questions, never with the key, and reveals it after an answer', async () => {
    const subject = `Optics ${Date.now()}`;
    const free = await t.createTest({ subject, questionCount: 3 });
    const paid = await t.createTest({ subject, questionCount: 3, type: 'Paid', pricePaise: 9900 });
    const { token, user } = await t.signup();
    const options = (await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data;
    expect(options.subjects.find((s) => s.subject === subject)?.questions).toBe(3);

    const served = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const next = await t.call<PracticeNext>('GET', `/api/practice/next?subject=${encodeURIComponent(subject)}`, {
        token,
      });
      expect(JSON.stringify(next.body)).not.toMatch(/correctOption|explanation/);
      served.add(next.body.data.question?._id as string);
    }
    const freeIds = free.questions.map((q) => q.id);
    expect([...served].every((id) => freeIds.includes(id))).toBe(true);

    const locked = await t.call('POST', '/api/practice/answer', {
      token,
      body: { question: paid.questions[0]?.id, selectedOption: 0 },
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(MSG.practiceNoAccess);

    const q = free.questions[1];
    if (!q) throw new Error('no question');
    const wrong = await t.call<PracticeFeedback>('POST', '/api/practice/answer', {
      token,
      body: { question: q.id, selectedOption: (q.correctOption + 1) % 4 },
    });
    expect(wrong.body.data).toMatchObject({
      isCorrect: false,
      correctOption: q.correctOption,
      explanation: q.explanation,
    });
    const right = await t.call<PracticeFeedback>('POST', '/api/practice/answer', {
      token,
      body: { question: q.id, selectedOption: q.correctOption },
    });
    expect(right.body.data.progress).toMatchObject({ answered: 2, correct: 1, accuracy: 50 });

    await t.grantPurchase(user._id, paid.test.id);
    expect(
      (
        await t.call('POST', '/api/practice/answer', {
          token,
          body: { question: paid.questions[0]?.id, selectedOption: 0 },
        })
      ).status,
    ).toBe(200);
  });

  it('mistakes are exactly the questions answered wrongly in submitted attempts', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const { token } = await t.signup();
    const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } }))
      .body.data;
    const shown = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body.data
      .questions;
    const expectedWrong: string[] = [];
    const answers = shown.slice(0, 3).map((s, i) => {
      const key = made.questions.find((q) => q.id === s._id);
      if (!key) throw new Error('unknown question');
      const right = i === 0;
      if (!right) expectedWrong.push(s._id);
      const text = key.options[right ? key.correctOption : (key.correctOption + 1) % 4] as string;
      return { question: s._id, selectedOption: s.options.indexOf(text) };
    });
    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers } });

    const mistakes = (await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data.entries;
    expect(mistakes.map((m) => m.question._id).sort()).toEqual(expectedWrong.sort());
    expect(JSON.stringify(mistakes)).not.toMatch(/correctOption|explanation/);
    const next = await t.call<PracticeNext>('GET', '/api/practice/next?mode=mistakes', { token });
    expect(expectedWrong).toContain(next.body.data.question?._id);
  });

  it('picks at random, a question not yet answered right first, and one answered right when none is left', async () => {
    const made = await t.createTest({ subject: `Pick ${Date.now()}`, questionCount: 3 });
    const { token } = await t.signup();
    const picks = async (times: number) => {
      const ids = new Set<string>();
      for (let i = 0; i < times; i++) {
        const res = await t.call<PracticeNext>(
          'GET',
          `/api/practice/next?subject=${encodeURIComponent(made.test.subject)}`,
          {
            token,
          },
        );
        ids.add(res.body.data.question?._id as string);
      }
      return [...ids].sort();
    };
    const answerRight = (q: { id: string; correctOption: number }) =>
      t.call('POST', '/api/practice/answer', { token, body: { question: q.id, selectedOption: q.correctOption } });
    const [first, second, third] = made.questions;
    if (!first || !second || !third) throw new Error('no questions');

    expect(await picks(30)).toEqual(made.questions.map((q) => q.id).sort());
    await answerRight(first);
    await answerRight(second);
    expect(await picks(10)).toEqual([third.id]);
    await answerRight(third);
    expect(await picks(30)).toEqual(made.questions.map((q) => q.id).sort());
  });
});

describe('mistakes, stored as attempts close', () => {
  type Pick = 'right' | 'wrong' | 'blank';
  type Made = Awaited<ReturnType<typeof t.createTest>>;

  /** Sits `made` (again, as a retake) and answers its questions as `picks` says (by question id; others unsaved). */
  async function sitting(token: string, made: Made, picks: Record<string, Pick>) {
    const body = { test: made.test.id, retake: true };
    const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body })).body.data;
    const shown = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body.data
      .questions;
    const answers = shown.flatMap((s): AnswerInput[] => {
      const pick = picks[s._id];
      const key = made.questions.find((q) => q.id === s._id);
      if (!pick || !key) return [];
      if (pick === 'blank') return [{ question: s._id, selectedOption: null }];
      const option = pick === 'right' ? key.correctOption : (key.correctOption + 1) % 4;
      return [{ question: s._id, selectedOption: s.options.indexOf(key.options[option] as string) }];
    });
    return { attempt, answers };
  }

  async function submitted(token: string, made: Made, picks: Record<string, Pick>) {
    const { attempt, answers } = await sitting(token, made, picks);
    const res = await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers } });
    expect(res.status).toBe(200);
  }

  const mistakesOf = async (token: string) =>
    (await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data;
  const counted = (page: MistakePage) => Object.fromEntries(page.entries.map((m) => [m.question._id, m.attempts]));

  it('counts a question answered wrongly in two submitted attempts twice; right and blank answers are none', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const [q0, q1, q2, q3] = made.questions.map((q) => q.id) as [string, string, string, string];
    const { token } = await t.signup();
    await submitted(token, made, { [q0]: 'wrong', [q1]: 'right', [q2]: 'wrong', [q3]: 'blank' });
    await submitted(token, made, { [q0]: 'wrong', [q1]: 'right', [q2]: 'right' });

    const page = await mistakesOf(token);
    expect(counted(page)).toEqual({ [q0]: 2, [q2]: 1 });
    expect(page.total).toBe(2);
    expect((await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data.mistakes).toBe(2);
  });

  it('drops a deleted question out of the mistakes, the count and the mistakes mode', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const [kept, deleted] = made.questions.map((q) => q.id) as [string, string];
    const { token } = await t.signup();
    await submitted(token, made, { [kept]: 'wrong', [deleted]: 'wrong' });
    expect(counted(await mistakesOf(token))).toEqual({ [kept]: 1, [deleted]: 1 });

    expect((await t.call('DELETE', `/api/admin/questions/${deleted}`, { token: admin })).status).toBe(200);
    const page = await mistakesOf(token);
    expect([counted(page), page.total]).toEqual([{ [kept]: 1 }, 1]);
    expect((await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data.mistakes).toBe(1);
    for (let i = 0; i < 6; i++) {
      const next = await t.call<PracticeNext>('GET', '/api/practice/next?mode=mistakes', { token });
      expect(next.body.data.question?._id).toBe(kept);
    }
    const answer = await t.call('POST', '/api/practice/answer', {
      token,
      body: { question: deleted, selectedOption: 0 },
    });
    expect([answer.status, answer.body.message]).toEqual([403, MSG.practiceNoAccess]);
  });

  it('records no mistake of a question deleted while the attempt ran', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const [kept, deleted] = made.questions.map((q) => q.id) as [string, string];
    const { token } = await t.signup();
    const { attempt, answers } = await sitting(token, made, { [kept]: 'wrong', [deleted]: 'wrong' });
    expect((await t.call('DELETE', `/api/admin/questions/${deleted}`, { token: admin })).status).toBe(200);
    const res = await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers } });
    expect(res.status).toBe(200);
    const page = await mistakesOf(token);
    expect([counted(page), page.total]).toEqual([{ [kept]: 1 }, 1]);
  });

  it('counts an attempt once when submitted twice at once, or finalised by two reads after its time ran out', async () => {
    const made = await t.createTest({ questionCount: 2, duration: 10 });
    const [raced, late] = made.questions.map((q) => q.id) as [string, string];
    const { token } = await t.signup();
    const race = await sitting(token, made, { [raced]: 'wrong' });
    const submit = () =>
      t.call('POST', `/api/attempts/${race.attempt._id}/submit`, { token, body: { answers: race.answers } });
    expect((await Promise.all([submit(), submit()])).map((res) => res.status)).toEqual([200, 200]);
    expect(counted(await mistakesOf(token))).toEqual({ [raced]: 1 });

    const expired = await sitting(token, made, { [late]: 'wrong' });
    const saved = await t.call('PUT', `/api/attempts/${expired.attempt._id}/answers`, {
      token,
      body: { answers: expired.answers, seq: 1 },
    });
    expect(saved.status).toBe(200);
    t.clock.advance(60 * 60_000);
    expect(counted(await mistakesOf(token))).toEqual({ [raced]: 1 });
    // Both lists finalise the attempt they found open: one closes it, the other reads the result.
    await Promise.all([
      t.call('GET', '/api/attempts/user', { token }),
      t.call('GET', '/api/attempts/summary', { token }),
    ]);
    expect(counted(await mistakesOf(token))).toEqual({ [raced]: 1, [late]: 1 });
  });

  it('reads a page of mistakes in the same number of queries whatever the student got wrong', async () => {
    const made = await t.createTest({ questionCount: 40 });
    const [one, many] = [await t.signup(), await t.signup()];
    await submitted(one.token, made, { [made.questions[0]?.id as string]: 'wrong' });
    await submitted(many.token, made, Object.fromEntries(made.questions.map((q) => [q.id, 'wrong' as const])));

    const few = await t.countQueries(() => mistakesOf(one.token));
    const lots = await t.countQueries(() => mistakesOf(many.token));
    expect([few.result.total, lots.result.total]).toEqual([1, 40]);
    expect(lots.result.entries.length).toBeGreaterThan(1);
    expect(lots.queries).toBe(few.queries);
  });
});

describe('practice during a test', () => {
  const start = async (token: string, testId: string, retake?: boolean) =>
    (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId, retake } })).body.data;
  const answer = (token: string, question: string) =>
    t.call<PracticeFeedback>('POST', '/api/practice/answer', { token, body: { question, selectedOption: 0 } });

  it('gives no key of a question in an unfinished attempt, and gives it again after submitting', async () => {
    const made = await t.createTest({ questionCount: 3 });
    const { token } = await t.signup();
    const attempt = await start(token, made.test.id);
    const question = made.questions[2];
    if (!question) throw new Error('no question');

    const during = await answer(token, question.id);
    expect(during.status).toBe(403);
    expect(during.body.message).toBe(MSG.practiceLocked);
    expect(JSON.stringify(during.body)).not.toMatch(/correctOption|explanation|Because/);

    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers: [] } });
    const after = await answer(token, question.id);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ correctOption: question.correctOption, explanation: question.explanation });
  });

  it('never serves a question of a running attempt or of a live test not over yet', async () => {
    const subject = `Thermo ${Date.now()}`;
    const running = await t.createTest({ subject, questionCount: 3 });
    const soon = new Date(t.clock.now().getTime() + 60 * 60_000);
    const live = await t.createTest({
      subject,
      questionCount: 3,
      startsAt: soon,
      endsAt: new Date(soon.getTime() + 60 * 60_000),
    });
    const open = await t.createTest({ subject, questionCount: 2 });
    const { token } = await t.signup();
    const attempt = await start(token, running.test.id);
    const ids = (made: { questions: { id: string }[] }) => made.questions.map((q) => q.id);

    const options = (await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data;
    expect(options.subjects.find((s) => s.subject === subject)?.questions).toBe(2);
    const served = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const next = await t.call<PracticeNext>('GET', `/api/practice/next?subject=${encodeURIComponent(subject)}`, {
        token,
      });
      served.add(next.body.data.question?._id as string);
    }
    expect([...served].sort()).toEqual(ids(open).sort());
    expect((await answer(token, ids(live)[0] as string)).body.message).toBe(MSG.practiceLocked);

    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers: [] } });
    const after = (await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data;
    expect(after.subjects.find((s) => s.subject === subject)?.questions).toBe(5);
  });

  it('leaves a wrong answer of a submitted attempt out of mistakes while a retake of that test runs', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const { token } = await t.signup();
    const first = await start(token, made.test.id);
    const [shown] = (await t.call<AttemptQuestions>('GET', `/api/attempts/${first._id}/questions`, { token })).body.data
      .questions;
    const key = made.questions.find((q) => q.id === shown?._id);
    if (!shown || !key) throw new Error('no question');
    const wrong = shown.options.indexOf(key.options[(key.correctOption + 1) % 4] as string);
    await t.call('POST', `/api/attempts/${first._id}/submit`, {
      token,
      body: { answers: [{ question: shown._id, selectedOption: wrong }] },
    });
    expect((await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data.entries).toHaveLength(1);

    const retake = await start(token, made.test.id, true);
    expect((await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data.entries).toEqual([]);
    const earlier = await t.call<AttemptResult>('GET', `/api/attempts/${first._id}`, { token });
    expect(earlier.body.data).toMatchObject({ answers: [], reviewAvailableAt: expect.any(String) });
    expect(JSON.stringify(earlier.body)).not.toMatch(/correctOption|explanation|Because/);

    await t.call('POST', `/api/attempts/${retake._id}/submit`, { token, body: { answers: [] } });
    const reopened = await t.call<AttemptResult>('GET', `/api/attempts/${first._id}`, { token });
    expect(reopened.body.data.reviewAvailableAt).toBeNull();
    expect(reopened.body.data.answers).toHaveLength(2);
  });
});

describe('practice at size', () => {
  /**
   * A submitted attempt (inserted directly, with the mistakes its submission would have counted) answering each of
   * `questions` with the option after its key.
   */
  async function wronglyAnswered(userId: string, testId: string, questions: { id: string; correctOption: number }[]) {
    const at = new Date('2026-03-01T10:00:00Z');
    await t.db.insert(attempts).values({
      id: newId(),
      userId,
      testId,
      status: 'submitted',
      startedAt: at,
      expiresAt: at,
      submittedAt: at,
      questionIds: questions.map((q) => q.id),
      optionOrders: questions.map(() => [0, 1, 2, 3]),
      answers: Object.fromEntries(questions.map((q) => [q.id, { o: (q.correctOption + 1) % 4, t: 5 }])),
      totalQuestions: questions.length,
      incorrectCount: questions.length,
    });
    await t.db
      .insert(mistakes)
      .values(questions.map((q) => ({ userId, questionId: q.id, times: 1 })))
      .onConflictDoUpdate({
        target: [mistakes.userId, mistakes.questionId],
        set: { times: sql`${mistakes.times} + 1` },
      });
  }

  it('pages the mistakes with their total; a page past the end is empty; bad limits are 400', async () => {
    const made = await t.createTest({ questionCount: 7 });
    const [me] = await t.quickStudents(1);
    if (!me) throw new Error('no student');
    await wronglyAnswered(me.user.id, made.test.id, made.questions.slice(0, 5));
    await wronglyAnswered(me.user.id, made.test.id, made.questions.slice(0, 2));
    const page = (query: string) => t.call<MistakePage>('GET', `/api/practice/mistakes?${query}`, { token: me.token });

    const first = (await page('limit=2')).body.data;
    const second = (await page(`limit=2&cursor=${first.nextCursor}`)).body.data;
    const third = (await page(`limit=2&cursor=${second.nextCursor}`)).body.data;
    expect([first.total, first.entries.length, second.entries.length, third.entries.length]).toEqual([5, 2, 2, 1]);
    expect(third.nextCursor).toBeNull();
    const entries = [...first.entries, ...second.entries, ...third.entries];
    const ids = entries.map((m) => m.question._id);
    expect(ids).toEqual(
      made.questions
        .slice(0, 5)
        .map((q) => q.id)
        .sort()
        .reverse(),
    );
    expect(
      entries
        .filter((m) => m.attempts === 2)
        .map((m) => m.question._id)
        .sort(),
    ).toEqual(
      made.questions
        .slice(0, 2)
        .map((q) => q.id)
        .sort(),
    );
    expect((await page(`cursor=${ids.at(-1)}`)).body.data).toEqual({ entries: [], nextCursor: null });
    for (const [query, message] of [
      ['limit=0', PAGING_MSG.limit],
      ['limit=1000', PAGING_MSG.limit],
      ['cursor=nope', PAGING_MSG.cursor],
    ] as const) {
      const res = await page(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    const options = (await t.call<PracticeOptions>('GET', '/api/practice', { token: me.token })).body.data;
    expect(options.mistakes).toBe(5);

    const small = await t.countQueries(() => page('limit=1'));
    const large = await t.countQueries(() => page('limit=5'));
    expect(large.queries).toBe(small.queries);
  });

  it('picks, answers and lists options in the same number of queries whatever the bank holds', async () => {
    const few = await t.createTest({ subject: `Few ${Date.now()}`, questionCount: 2 });
    const many = await t.createTest({ subject: `Many ${Date.now()}`, questionCount: 60 });
    const [me] = await t.quickStudents(1);
    if (!me) throw new Error('no student');
    await wronglyAnswered(me.user.id, many.test.id, many.questions.slice(0, 30));
    const next = (subject: string, mode = 'all') =>
      t.call<PracticeNext>('GET', `/api/practice/next?mode=${mode}&subject=${encodeURIComponent(subject)}`, {
        token: me.token,
      });

    const small = await t.countQueries(() => next(few.test.subject));
    const large = await t.countQueries(() => next(many.test.subject));
    const mistakes = await t.countQueries(() => next(many.test.subject, 'mistakes'));
    expect(few.questions.map((q) => q.id)).toContain(small.result.body.data.question?._id);
    expect(many.questions.map((q) => q.id)).toContain(large.result.body.data.question?._id);
    expect(many.questions.slice(0, 30).map((q) => q.id)).toContain(mistakes.result.body.data.question?._id);
    expect(new Set([small.queries, large.queries, mistakes.queries]).size).toBe(1);
    expect(large.queries).toBeLessThanOrEqual(4);

    const question = many.questions[40];
    if (!question) throw new Error('no question');
    const answered = await t.countQueries(() =>
      t.call<PracticeFeedback>('POST', '/api/practice/answer', {
        token: me.token,
        body: { question: question.id, selectedOption: question.correctOption },
      }),
    );
    expect(answered.result.body.data.isCorrect).toBe(true);
    expect(answered.queries).toBeLessThanOrEqual(6);

    const options = await t.countQueries(() => t.call<PracticeOptions>('GET', '/api/practice', { token: me.token }));
    expect(options.result.body.data.subjects.find((s) => s.subject === many.test.subject)?.questions).toBe(60);
    expect(options.result.body.data.mistakes).toBe(30);
    expect(options.result.body.data.progress).toMatchObject({ answered: 1, correct: 1, accuracy: 100 });
    expect(options.queries).toBeLessThanOrEqual(6);
  });
});
