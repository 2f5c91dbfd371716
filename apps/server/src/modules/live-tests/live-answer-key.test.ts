import {
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  MSG,
  type PublicQuestion,
  SUBMIT_GRACE_SECONDS,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

// Its own app: these tests move the clock by hours.
let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const fromNow = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
const noKey = /correctOption|explanation|Because/;

async function start(token: string, testId: string) {
  return t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId } });
}

describe("a live test's questions", () => {
  it('are refused before the window and to students who did not start it, and served inside the window', async () => {
    const made = await t.createTest({ questionCount: 4, startsAt: fromNow(60), endsAt: fromNow(180) });
    const url = `/api/tests/${made.test.id}/questions`;
    const starter = await t.signup();
    const other = await t.signup();

    const early = await t.call('GET', url, { token: starter.token });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(MSG.liveNotStarted);
    expect(JSON.stringify(early.body)).not.toContain('Question 1');

    t.clock.set(fromNow(61));
    const notStarted = await t.call('GET', url, { token: other.token });
    expect(notStarted.status).toBe(403);
    expect(notStarted.body.message).toBe(MSG.liveNotJoined);

    expect((await start(starter.token, made.test.id)).status).toBe(201);
    const served = await t.call<PublicQuestion[]>('GET', url, { token: starter.token });
    expect(served.status).toBe(200);
    expect(served.body.data.map((q) => q._id)).toEqual(made.questions.map((q) => q.id));
    expect(JSON.stringify(served.body)).not.toMatch(noKey);
  });
});

describe("a live test's answer key", () => {
  it('reaches the first submitter only when the window and its grace close; score and rank come at once', async () => {
    const made = await t.createTest({ questionCount: 4, startsAt: fromNow(-1), endsAt: fromNow(120) });
    const endsAt = made.test.endsAt as Date;
    const reviewOpens = new Date(endsAt.getTime() + SUBMIT_GRACE_SECONDS * 1000);
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    const shown = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body.data
      .questions;
    const answers = shown.map((q) => {
      const key = made.questions.find((x) => x.id === q._id);
      return { question: q._id, selectedOption: q.options.indexOf(key?.options[key.correctOption] as string) };
    });

    const submitted = await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, {
      token,
      body: { answers },
    });
    const closed = {
      score: 100,
      correctCount: 4,
      rank: 1,
      answers: [],
      reviewAvailableAt: reviewOpens.toISOString(),
    };
    expect(submitted.body.data).toMatchObject(closed);
    expect(JSON.stringify(submitted.body)).not.toMatch(noKey);
    const reread = await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token });
    expect(reread.body.data).toMatchObject(closed);
    expect(JSON.stringify(reread.body)).not.toMatch(noKey);
    const practised = await t.call('POST', '/api/practice/answer', {
      token,
      body: { question: made.questions[0]?.id, selectedOption: 0 },
    });
    expect(practised.status).toBe(403);

    // Until the grace is over a late student's last answers still count.
    t.clock.set(new Date(reviewOpens.getTime() - 5_000));
    const lastSeconds = await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token });
    expect(lastSeconds.body.data.answers).toEqual([]);
    t.clock.set(reviewOpens);
    const open = (await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token })).body.data;
    expect(open.reviewAvailableAt).toBeNull();
    expect(open.answers).toHaveLength(4);
    expect(open.answers.map((a) => a.question.explanation)).toEqual(
      shown.map((q) => made.questions.find((x) => x.id === q._id)?.explanation),
    );
    expect(open.answers.every((a) => a.isCorrect)).toBe(true);
  });
});
