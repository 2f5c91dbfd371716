import {
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  type LiveTestPage,
  MSG,
  type StudentTest,
  type TestPage,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0' });
});
afterAll(() => t.close());

type Made = Awaited<ReturnType<typeof t.createTest>>;

const start = (token: string, testId: string, retake?: boolean) =>
  t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId, retake } });
const mineOf = async (token: string, testId: string) =>
  (await t.call<StudentTest>('GET', `/api/tests/${testId}`, { token })).body.data.mine;

/** Submits the attempt with `right` correct answers (the rest wrong). */
async function submit(token: string, made: Made, attemptId: string, right: number) {
  const shown = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, { token })).body.data;
  const answers = shown.questions.map((q, i) => {
    const key = made.questions.find((x) => x.id === q._id);
    const option = key?.options[i < right ? key.correctOption : (key.correctOption + 1) % 4] as string;
    return { question: q._id, selectedOption: q.options.indexOf(option) };
  });
  const res = await t.call<AttemptResult>('POST', `/api/attempts/${attemptId}/submit`, { token, body: { answers } });
  return res.body.data;
}

describe("a test's page and cards carry the student's own attempts of it", () => {
  it('goes from nothing, to running with the time left, to submitted with the best score and latest result', async () => {
    const made = await t.createTest({ questionCount: 4, duration: 30 });
    const { token } = await t.signup();
    expect(await mineOf(token, made.test.id)).toEqual({ running: null, submitted: null });

    const first = (await start(token, made.test.id)).body.data;
    t.clock.advance(5 * 60_000);
    const running = await mineOf(token, made.test.id);
    expect(running).toMatchObject({ running: { attemptId: first._id, expiresAt: first.expiresAt }, submitted: null });
    // 25 minutes left by the test clock, which also runs in real time while the test does.
    expect(running.running?.secondsLeft).toBeLessThanOrEqual(25 * 60);
    expect(running.running?.secondsLeft).toBeGreaterThan(25 * 60 - 5);

    await submit(token, made, first._id, 3);
    expect(await mineOf(token, made.test.id)).toEqual({
      running: null,
      submitted: { count: 1, bestScore: 75, lastAttemptId: first._id },
    });

    const retake = (await start(token, made.test.id, true)).body.data;
    const during = await mineOf(token, made.test.id);
    expect(during.running?.attemptId).toBe(retake._id);
    expect(during.submitted).toEqual({ count: 1, bestScore: 75, lastAttemptId: first._id });
    await submit(token, made, retake._id, 1);
    expect(await mineOf(token, made.test.id)).toEqual({
      running: null,
      submitted: { count: 2, bestScore: 75, lastAttemptId: retake._id },
    });
  });

  it('shows a running attempt whose time ran out with no time left', async () => {
    const made = await t.createTest({ questionCount: 2, duration: 10 });
    const { token } = await t.signup();
    const attempt = (await start(token, made.test.id)).body.data;
    t.clock.advance(11 * 60_000);
    expect((await mineOf(token, made.test.id)).running).toMatchObject({ attemptId: attempt._id, secondsLeft: 0 });
  });

  it('is the same on the catalogue and live test cards, and never shows another student their attempts', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const [taker, other] = [await t.signup(), await t.signup()];
    const attempt = (await start(taker.token, made.test.id)).body.data;

    const card = async (token: string) => {
      const page = (await t.call<TestPage>('GET', '/api/tests?limit=100', { token })).body.data;
      return page.entries.find((test) => test._id === made.test.id)?.mine;
    };
    expect((await card(taker.token))?.running?.attemptId).toBe(attempt._id);
    expect(await card(other.token)).toEqual({ running: null, submitted: null });

    const live = await t.createTest({
      questionCount: 2,
      startsAt: new Date(t.clock.now().getTime() - 60_000),
      endsAt: new Date(t.clock.now().getTime() + 60 * 60_000),
    });
    const started = (await start(taker.token, live.test.id)).body.data;
    const livePage = (await t.call<LiveTestPage>('GET', '/api/live-tests?limit=100', { token: taker.token })).body.data;
    expect(livePage.entries.find((test) => test._id === live.test.id)?.mine.running?.attemptId).toBe(started._id);
  });
});

describe('starting a test the student has submitted', () => {
  it('needs retake: without it the answer is 409 and nothing starts', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const { token } = await t.signup();
    const first = (await start(token, made.test.id)).body.data;
    await submit(token, made, first._id, 2);

    const refused = await start(token, made.test.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: MSG.alreadyTaken });
    expect(await mineOf(token, made.test.id)).toEqual({
      running: null,
      submitted: { count: 1, bestScore: 100, lastAttemptId: first._id },
    });

    const retake = await start(token, made.test.id, true);
    expect(retake.status).toBe(201);
    const resumed = await start(token, made.test.id);
    expect(resumed).toMatchObject({ status: 200, body: { data: { _id: retake.body.data._id, resumed: true } } });
  });

  it('refuses a retake flag that is not a boolean', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const { token } = await t.signup();
    const res = await t.call('POST', '/api/attempts', { token, body: { test: made.test.id, retake: 'yes' } });
    expect(res.status).toBe(400);
    expect((await mineOf(token, made.test.id)).running).toBeNull();
  });
});
