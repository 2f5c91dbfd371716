import { type AttemptSession, type LiveTest, type LiveTestPage, MSG, type TestPage } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** Every page of the live tests, following the cursors, and the first page's counts. */
async function allLive(token: string, limit = 7) {
  const entries: LiveTest[] = [];
  let first: LiveTestPage | undefined;
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const page: LiveTestPage = (await t.call<LiveTestPage>('GET', `/api/live-tests${query}`, { token })).body.data;
    first ??= page;
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return { entries, first: first as LiveTestPage };
}

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

    const list = (await allLive(token)).entries;
    const mine = (id: string) => list.find((x) => x._id === id);
    expect(mine(live.test.id)).toMatchObject({ liveStatus: 'live', registered: false });
    expect(mine(upcoming.test.id)).toMatchObject({ liveStatus: 'upcoming', registered: true, registrations: 1 });
    expect(mine(ended.test.id)).toMatchObject({ liveStatus: 'ended' });
    const order = list.map((x) => x.liveStatus);
    expect(order.indexOf('live')).toBeLessThan(order.lastIndexOf('upcoming'));
    expect(order.lastIndexOf('upcoming')).toBeLessThan(order.lastIndexOf('ended'));
  });
});

describe('live test pages', () => {
  it('pages in the list order by cursor: live, upcoming soonest first, ended latest first, with counts', async () => {
    const now = Date.now();
    const at = (m: number) => new Date(now + m * 60_000);
    const made = {
      live: await t.createTest({ startsAt: at(-5), endsAt: at(120) }),
      soon: await t.createTest({ startsAt: at(60), endsAt: at(90) }),
      later: await t.createTest({ startsAt: at(600), endsAt: at(660) }),
      sameStart: await t.createTest({ startsAt: at(600), endsAt: at(660) }),
      recent: await t.createTest({ startsAt: at(-60), endsAt: at(-30) }),
      old: await t.createTest({ startsAt: at(-6000), endsAt: at(-5990) }),
    };
    const { token } = await t.signup();
    const single = await allLive(token, 1);
    const { entries, first } = await allLive(token, 100);
    expect(single.entries.map((x) => x._id)).toEqual(entries.map((x) => x._id));
    expect(first.total).toBe(entries.length);
    const states = entries.map((x) => x.liveStatus);
    expect(first.counts).toEqual({
      live: states.filter((s) => s === 'live').length,
      upcoming: states.filter((s) => s === 'upcoming').length,
      ended: states.filter((s) => s === 'ended').length,
    });
    expect(
      [...states].sort((a, b) => ['live', 'upcoming', 'ended'].indexOf(a) - ['live', 'upcoming', 'ended'].indexOf(b)),
    ).toEqual(states);
    const starts = (status: string) =>
      entries.filter((x) => x.liveStatus === status).map((x) => Date.parse(x.startsAt ?? ''));
    expect(starts('upcoming')).toEqual([...starts('upcoming')].sort((a, b) => a - b));
    expect(starts('ended')).toEqual([...starts('ended')].sort((a, b) => b - a));
    const position = (made: { test: { id: string } }) => entries.findIndex((x) => x._id === made.test.id);
    const order = [made.live, made.soon, made.later, made.sameStart, made.recent, made.old].map(position);
    expect(order.every((p) => p >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b).slice(0, 2)).toEqual(order.slice(0, 2).sort((a, b) => a - b));
    expect(order[1]).toBeLessThan(Math.min(order[2] as number, order[3] as number));
    expect(order[4]).toBeLessThan(order[5] as number);

    const last = entries.at(-1)?._id;
    const past = (await t.call<LiveTestPage>('GET', `/api/live-tests?cursor=${last}`, { token })).body.data;
    expect(past.entries).toEqual([]);
    expect(past.nextCursor).toBeNull();
  });

  it('reads a page with a fixed number of queries whatever its size', async () => {
    // Live since long before any other test's window, so these paid ones head the list.
    for (let i = 0; i < 6; i += 1) {
      await t.createTest({ type: 'Paid', pricePaise: 900, startsAt: minutes(-1e6 + i), endsAt: minutes(1e6) });
    }
    const { token } = await t.signup();
    const counted: number[] = [];
    for (const limit of [1, 6]) {
      const { result, queries } = await t.countQueries(() =>
        t.call<LiveTestPage>('GET', `/api/live-tests?limit=${limit}`, { token }),
      );
      expect(result.body.data.entries).toHaveLength(limit);
      counted.push(queries);
    }
    expect(counted[0]).toBe(counted[1]);
  });
});

describe('free quizzes', () => {
  it('lists Free tests of at most 15 questions and 15 minutes', async () => {
    const quiz = await t.createTest({ duration: 10, questionCount: 5 });
    const long = await t.createTest({ duration: 30, questionCount: 5 });
    const big = await t.createTest({ duration: 10, questionCount: 16 });
    const paid = await t.createTest({ duration: 10, questionCount: 5, type: 'Paid', pricePaise: 4900 });
    const { token } = await t.signup();
    const ids = (await t.call<TestPage>('GET', '/api/quizzes', { token })).body.data.entries.map((x) => x._id);
    expect(ids).toContain(quiz.test.id);
    for (const other of [long, big, paid]) expect(ids).not.toContain(other.test.id);
  });
});
