import {
  type AttemptPage,
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  MSG,
  type SaveAnswersResult,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { makeDomainServices } from '../../services';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0' });
});
afterAll(() => t.close());

type Made = Awaited<ReturnType<typeof t.createTest>>;

/** Starts the test (with `retake`, again after submitting it) or resumes its running attempt. */
async function start(token: string, testId: string, retake?: boolean) {
  return t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId, retake } });
}
async function questionsOf(token: string, attemptId: string) {
  return (await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, { token })).body.data;
}
/** The shown index of the right (or a wrong) option, found by the option text the test helper wrote. */
function pick(made: Made, shown: AttemptQuestions['questions'][number], right: boolean) {
  const q = made.questions.find((x) => x.id === shown._id);
  if (!q) throw new Error('unknown question');
  const target = right ? q.options[q.correctOption] : q.options[(q.correctOption + 1) % 4];
  return shown.options.indexOf(target as string);
}

describe('starting and resuming', () => {
  it('resumes the unfinished attempt with the same order, answers and deadline', async () => {
    const made = await t.createTest({ questionCount: 6, duration: 30 });
    const { token } = await t.signup();
    const first = await start(token, made.test.id);
    expect(first.status).toBe(201);
    const { startedAt, expiresAt, serverNow } = first.body.data;
    expect(Date.parse(expiresAt) - Date.parse(startedAt)).toBe(30 * 60_000);
    expect(Math.abs(Date.parse(serverNow) - Date.now())).toBeLessThan(5_000);

    const before = await questionsOf(token, first.body.data._id);
    const chosen = before.questions[2];
    if (!chosen) throw new Error('no question');
    await t.call('PUT', `/api/attempts/${first.body.data._id}/answers`, {
      token,
      body: { answers: [{ question: chosen._id, selectedOption: 3, timeSpent: 12 }], seq: 1 },
    });

    t.clock.advance(60_000);
    const again = await start(token, made.test.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ _id: first.body.data._id, resumed: true, expiresAt });
    const after = await questionsOf(token, first.body.data._id);
    expect(after.questions.map((q) => [q._id, q.options])).toEqual(before.questions.map((q) => [q._id, q.options]));
    expect(after.questions[2]).toMatchObject({ selectedOption: 3, timeSpent: 12 });
    expect(after.saveSeq).toBe(1);
  });

  it('lets two tabs pressing Start together share one attempt', async () => {
    const made = await t.createTest();
    const { token } = await t.signup();
    const [a, b] = await Promise.all([start(token, made.test.id), start(token, made.test.id)]);
    expect(a.body.data._id).toBe(b.body.data._id);
  });

  it('shuffles options per attempt and never sends the key before submission', async () => {
    const made = await t.createTest({ questionCount: 10 });
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    const res = await t.call('GET', `/api/attempts/${attempt._id}/questions`, { token });
    expect(JSON.stringify(res.body)).not.toMatch(/correctOption|explanation|isCorrect|Because/);
    const qs = (res.body.data as AttemptQuestions).questions;
    const shuffled = qs.filter((q, i) => q.options.join() !== made.questions[i]?.options.join());
    expect(shuffled.length).toBeGreaterThan(0);
    const early = await t.call('GET', `/api/attempts/${attempt._id}`, { token });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).not.toMatch(/correctOption|explanation/);
  });

  it('refuses an unpurchased Paid test with 403 and allows it after purchase', async () => {
    const made = await t.createTest({ type: 'Paid', pricePaise: 19900 });
    const { token, user } = await t.signup();
    const denied = await start(token, made.test.id);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MSG.purchaseRequired);
    await t.grantPurchase(user._id, made.test.id);
    expect((await start(token, made.test.id)).status).toBe(201);
  });

  it('404 for an unknown test', async () => {
    const { token } = await t.signup();
    const res = await start(token, '01900000-0000-7000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.testNotFound);
  });
});

describe('autosave', () => {
  it('is idempotent and ignores a save older than the stored one', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    const [q0, q1] = (await questionsOf(token, attempt._id)).questions;
    if (!q0 || !q1) throw new Error('no questions');
    const save = (answers: { question: string; selectedOption: number | null }[], seq: number) =>
      t.call<SaveAnswersResult>('PUT', `/api/attempts/${attempt._id}/answers`, { token, body: { answers, seq } });

    expect((await save([{ question: q0._id, selectedOption: 1 }], 2)).body.data).toMatchObject({ saved: true, seq: 2 });
    expect((await save([{ question: q0._id, selectedOption: 1 }], 2)).body.data).toMatchObject({ saved: true, seq: 2 });
    const stale = await save([{ question: q0._id, selectedOption: 0 }], 1);
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject({ saved: false, seq: 2 });
    await save(
      [
        { question: q0._id, selectedOption: null },
        { question: q1._id, selectedOption: 2 },
      ],
      3,
    );
    const now = await questionsOf(token, attempt._id);
    expect(now.questions.map((q) => q.selectedOption).slice(0, 2)).toEqual([null, 2]);

    const sameSeq = await save([{ question: q1._id, selectedOption: 3 }], 3);
    expect(sameSeq.body.data).toMatchObject({ saved: true, seq: 3 });
    expect((await questionsOf(token, attempt._id)).questions[1]?.selectedOption).toBe(3);
    expect((await save([], 3_000_000_000)).status).toBe(400);
  });

  it('rejects an unknown question or an out-of-range option with 400 and changes nothing', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const other = await t.createTest({ questionCount: 1 });
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    const [q0] = (await questionsOf(token, attempt._id)).questions;
    const url = `/api/attempts/${attempt._id}/answers`;
    const outOfRange = await t.call('PUT', url, {
      token,
      body: { answers: [{ question: q0?._id, selectedOption: 4 }], seq: 1 },
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe(MSG.optionOutOfRange);
    const unknown = await t.call('PUT', url, {
      token,
      body: { answers: [{ question: other.questions[0]?.id, selectedOption: 0 }], seq: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MSG.unknownQuestion);
    const negative = await t.call('PUT', url, {
      token,
      body: { answers: [{ question: q0?._id, selectedOption: -1 }], seq: 1 },
    });
    expect(negative.status).toBe(400);
    expect((await questionsOf(token, attempt._id)).saveSeq).toBe(-1);
  });

  it('refuses saves after the deadline plus 30 s grace with 409 "Time is up for this test"', async () => {
    const made = await t.createTest({ questionCount: 2, duration: 1 });
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    const [q0] = (await questionsOf(token, attempt._id)).questions;
    const url = `/api/attempts/${attempt._id}/answers`;
    t.clock.advance(60_000 + 20_000);
    const inGrace = await t.call('PUT', url, {
      token,
      body: { answers: [{ question: q0?._id, selectedOption: 0 }], seq: 1 },
    });
    expect(inGrace.status).toBe(200);
    t.clock.advance(15_000);
    const late = await t.call('PUT', url, {
      token,
      body: { answers: [{ question: q0?._id, selectedOption: 1 }], seq: 2 },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MSG.timeUp);
  });
});

describe('submitting', () => {
  it('scores on the server through the shuffle, and a second submit returns the same result', async () => {
    const made = await t.createTest({ questionCount: 5 });
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    const qs = (await questionsOf(token, attempt._id)).questions;
    const answers = qs
      .slice(0, 4)
      .map((q, i) => ({ question: q._id, selectedOption: pick(made, q, i < 3), timeSpent: 7 }));
    const first = await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, {
      token,
      body: { answers, timeTaken: 99999 },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.testSubmitted);
    expect(first.body.data).toMatchObject({
      status: 'submitted',
      correctCount: 3,
      incorrectCount: 1,
      unansweredCount: 1,
      totalQuestions: 5,
      score: 60,
      accuracy: 75,
      isCounted: true,
      rank: 1,
    });
    expect(first.body.data.timeTaken).toBeLessThan(60);
    const review = first.body.data.answers;
    expect(review).toHaveLength(5);
    for (const [i, row] of review.entries()) {
      expect(row.question.options[row.question.correctOption]).toBe(
        made.questions.find((q) => q.id === row.question._id)?.options[
          made.questions.find((q) => q.id === row.question._id)?.correctOption ?? 0
        ],
      );
      expect(row.isCorrect).toBe(i < 3);
      expect(row.question.explanation).toMatch(/^Because/);
    }
    expect(review[4]?.selectedOption).toBeNull();

    const second = await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, {
      token,
      body: {
        answers: answers.map((a) => ({
          ...a,
          selectedOption: pick(made, qs.find((q) => q._id === a.question) as never, true),
        })),
      },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    const read = await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token });
    expect(read.body.data).toEqual(first.body.data);
  });

  it('another student can neither read nor submit nor save my attempt (404)', async () => {
    const made = await t.createTest();
    const me = await t.signup();
    const other = await t.signup();
    const attempt = (await start(me.token, made.test.id)).body.data;
    for (const [method, url, body] of [
      ['GET', `/api/attempts/${attempt._id}`, undefined],
      ['GET', `/api/attempts/${attempt._id}/questions`, undefined],
      ['PUT', `/api/attempts/${attempt._id}/answers`, { answers: [], seq: 1 }],
      ['POST', `/api/attempts/${attempt._id}/submit`, { answers: [] }],
    ] as const) {
      const res = await t.call(method, url, { token: other.token, body: body ?? null });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const mine = await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, {
      token: me.token,
      body: {},
    });
    expect(mine.status).toBe(200);
  });

  it('finalises an abandoned attempt with its saved answers, lazily on read and by the sweep', async () => {
    const made = await t.createTest({ questionCount: 3, duration: 2 });
    const lazy = await t.signup();
    const swept = await t.signup();
    const a = (await start(lazy.token, made.test.id)).body.data;
    const b = (await start(swept.token, made.test.id)).body.data;
    for (const [token, id] of [
      [lazy.token, a._id],
      [swept.token, b._id],
    ] as const) {
      const [q0] = (await questionsOf(token, id)).questions;
      if (!q0) throw new Error('no question');
      await t.call('PUT', `/api/attempts/${id}/answers`, {
        token,
        body: { answers: [{ question: q0._id, selectedOption: pick(made, q0, true) }], seq: 1 },
      });
    }
    t.clock.advance(2 * 60_000 + 31_000);

    const read = await t.call<AttemptResult>('GET', `/api/attempts/${a._id}`, { token: lazy.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'submitted', correctCount: 1, unansweredCount: 2, timeTaken: 120 });
    expect(read.body.data.submittedAt).toBe(a.expiresAt);

    const sweep = await t.call<AttemptPage>('GET', '/api/attempts/user', { token: lazy.token });
    expect(sweep.body.data.entries.map((x) => x._id)).toContain(a._id);
    const { attempts } = makeDomainServices({ db: t.db, clock: t.clock });
    expect(await attempts.sweep()).toBeGreaterThanOrEqual(1);
    const result = await t.call<AttemptResult>('GET', `/api/attempts/${b._id}`, { token: swept.token });
    expect(result.body.data).toMatchObject({ status: 'submitted', correctCount: 1 });
  });
});

describe('results, rank and percentile', () => {
  it('ranks first attempts by score then time; a later attempt is practice', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const take = async (token: string, right: number, retake?: boolean) => {
      const attempt = (await start(token, made.test.id, retake)).body.data;
      const qs = (await questionsOf(token, attempt._id)).questions;
      const answers = qs.map((q, i) => ({ question: q._id, selectedOption: pick(made, q, i < right) }));
      return (await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers } }))
        .body.data;
    };
    const [ace, mid, low] = [await t.signup(), await t.signup(), await t.signup()];
    const lowResult = await take(low.token, 1);
    const aceResult = await take(ace.token, 4);
    const midResult = await take(mid.token, 2);
    expect([aceResult.score, midResult.score, lowResult.score]).toEqual([100, 50, 25]);
    // Each submission's own result ranks it among the attempts submitted before it, itself counted, review open.
    const standing = (r: AttemptResult) => [
      r.rank,
      r.participants,
      r.percentile,
      r.answers.length,
      r.reviewAvailableAt,
    ];
    expect([lowResult, aceResult, midResult].map(standing)).toEqual([
      [1, 1, 100, 4, null],
      [1, 2, 100, 4, null],
      [2, 3, 66.67, 4, null],
    ]);

    const reread = async (token: string, id: string) =>
      (await t.call<AttemptResult>('GET', `/api/attempts/${id}`, { token })).body.data;
    const [a, m, l] = [
      await reread(ace.token, aceResult._id),
      await reread(mid.token, midResult._id),
      await reread(low.token, lowResult._id),
    ];
    expect([a.rank, m.rank, l.rank]).toEqual([1, 2, 3]);
    expect([a.percentile, m.percentile, l.percentile]).toEqual([100, 66.67, 33.33]);
    expect(a.participants).toBe(3);

    const again = await start(low.token, made.test.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: MSG.alreadyTaken });
    const retry = await take(low.token, 4, true);
    expect(retry).toMatchObject({ isCounted: false, rank: null, score: 100, participants: 3, percentile: 100 });
    expect((await reread(ace.token, aceResult._id)).rank).toBe(1);

    const mine = (await t.call<AttemptPage>('GET', '/api/attempts/user', { token: low.token })).body.data.entries;
    expect(mine.map((x) => [x._id, x.rank])).toEqual([
      [retry._id, null],
      [lowResult._id, 3],
    ]);
  });
});
