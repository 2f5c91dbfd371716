import { type AttemptSession, type LiveTest, MSG, type Test } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('live tests', () => {
  it('refuses to start before startsAt, and caps every attempt at endsAt', async () => {
    const made = await t.createTest({ duration: 60, startsAt: minutes(10), endsAt: minutes(40) });
    const { token } = await t.signup();
    const early = await t.call('POST', '/api/attempts', { token, body: { test: made.test.id } });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(MSG.liveNotStarted);

    t.clock.advance(15 * 60_000);
    const started = await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } });
    expect(started.status).toBe(201);
    expect(started.body.data.expiresAt).toBe(made.test.endsAt?.toISOString());
  });

  it('after the window the test is ordinary practice with its full duration', async () => {
    const made = await t.createTest({ duration: 20, startsAt: minutes(-90), endsAt: minutes(-30) });
    const { token } = await t.signup();
    const started = await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } });
    const { startedAt, expiresAt } = started.body.data;
    expect(Date.parse(expiresAt) - Date.parse(startedAt)).toBe(20 * 60_000);
  });

  it('lists live, upcoming and ended tests with registration', async () => {
    const now = Date.now();
    const live = await t.createTest({ startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000) });
    const upcoming = await t.createTest({ startsAt: new Date(now + 3_600_000), endsAt: new Date(now + 7_200_000) });
    const ended = await t.createTest({ startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000) });
    const { token } = await t.signup();
    expect((await t.call('POST', `/api/live-tests/${upcoming.test.id}/register`, { token })).status).toBe(200);
    expect((await t.call('POST', `/api/live-tests/${upcoming.test.id}/register`, { token })).status).toBe(200);
    expect((await t.call('POST', `/api/live-tests/${ended.test.id}/register`, { token })).status).toBe(409);

    const list = (await t.call<LiveTest[]>('GET', '/api/live-tests', { token })).body.data;
    const mine = (id: string) => list.find((x) => x._id === id);
    expect(mine(live.test.id)).toMatchObject({ liveStatus: 'live', registered: false });
    expect(mine(upcoming.test.id)).toMatchObject({ liveStatus: 'upcoming', registered: true, registrations: 1 });
    expect(mine(ended.test.id)).toMatchObject({ liveStatus: 'ended' });
    const order = list.map((x) => x.liveStatus);
    expect(order.indexOf('live')).toBeLessThan(order.lastIndexOf('upcoming'));
    expect(order.lastIndexOf('upcoming')).toBeLessThan(order.lastIndexOf('ended'));
  });
});

describe('free quizzes', () => {
  it('lists Free tests of at most 15 questions and 15 minutes', async () => {
    const quiz = await t.createTest({ duration: 10, questionCount: 5 });
    const long = await t.createTest({ duration: 30, questionCount: 5 });
    const big = await t.createTest({ duration: 10, questionCount: 16 });
    const paid = await t.createTest({ duration: 10, questionCount: 5, type: 'Paid', pricePaise: 4900 });
    const { token } = await t.signup();
    const ids = (await t.call<Test[]>('GET', '/api/quizzes', { token })).body.data.map((x) => x._id);
    expect(ids).toContain(quiz.test.id);
    for (const other of [long, big, paid]) expect(ids).not.toContain(other.test.id);
  });
});
