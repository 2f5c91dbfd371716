import type { AttemptSession, RunningAttempt } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0', ADMIN_SIGNUP_SECRET: 'running-secret' });
  admin = await makeAdmin(t, 'running-secret');
});
afterAll(() => t.close());

const start = async (token: string, testId: string) =>
  (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId } })).body.data;
const running = async (token: string) => {
  const res = await t.call<RunningAttempt[]>('GET', '/api/attempts/running', { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe("the student's running attempts (the dashboard's Continue your test)", () => {
  it('is empty for a new student, holds a started test with its time left, and drops it once submitted', async () => {
    const made = await t.createTest({ title: 'Running Physics Mock', questionCount: 2, duration: 30 });
    const { token } = await t.signup();
    expect(await running(token)).toEqual([]);

    const attempt = await start(token, made.test.id);
    t.clock.advance(5 * 60_000);
    const [entry, ...rest] = await running(token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      attemptId: attempt._id,
      expiresAt: attempt.expiresAt,
      test: { _id: made.test.id, title: 'Running Physics Mock', duration: 30, deleted: false },
    });
    // 25 minutes left by the test clock, which also runs in real time while the test does.
    expect(entry?.secondsLeft).toBeLessThanOrEqual(25 * 60);
    expect(entry?.secondsLeft).toBeGreaterThan(25 * 60 - 5);

    const submitted = await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers: [] } });
    expect(submitted.status).toBe(200);
    expect(await running(token)).toEqual([]);
  });

  it('lists several running tests newest first', async () => {
    const [older, newer] = [await t.createTest({ questionCount: 2 }), await t.createTest({ questionCount: 2 })];
    const { token } = await t.signup();
    const first = await start(token, older.test.id);
    t.clock.advance(60_000);
    const second = await start(token, newer.test.id);
    expect((await running(token)).map((entry) => entry.attemptId)).toEqual([second._id, first._id]);
  });

  it('leaves out an attempt whose time ran out, before it is submitted', async () => {
    const made = await t.createTest({ questionCount: 2, duration: 10 });
    const { token } = await t.signup();
    await start(token, made.test.id);
    t.clock.advance(9 * 60_000);
    expect(await running(token)).toHaveLength(1);
    t.clock.advance(61_000);
    expect(await running(token)).toEqual([]);
  });

  it('leaves out the attempt of a test an admin deleted (there is nothing to resume)', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const { token } = await t.signup();
    await start(token, made.test.id);
    const deleted = await t.call('DELETE', `/api/admin/tests/${made.test.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await running(token)).toEqual([]);
  });

  it("never shows a student another student's attempts", async () => {
    const made = await t.createTest({ questionCount: 2 });
    const [taker, other] = [await t.signup(), await t.signup()];
    await start(taker.token, made.test.id);
    expect(await running(taker.token)).toHaveLength(1);
    expect(await running(other.token)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call('GET', '/api/attempts/running');
    expect(res.status).toBe(401);
  });
});
