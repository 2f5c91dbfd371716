import {
  type AttemptSession,
  type CreatedOrder,
  DEFAULT_NOTIFICATION_SETTINGS,
  type MockCompletion,
  MSG,
  NEW_TEST_DAYS,
  type Notification,
  type NotificationPage,
  type UnreadNotifications,
} from '@mockprep/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date()));

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function list(token: string, query = '') {
  const res = await t.call<NotificationPage>('GET', `/api/notifications${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
async function unread(token: string) {
  return (await t.call<UnreadNotifications>('GET', '/api/notifications/unread-count', { token })).body.data.unread;
}
const markRead = (token: string, id: string) =>
  t.call<UnreadNotifications>('POST', `/api/notifications/${id}/read`, { token });

/** A student of a target exam of their own. */
async function student() {
  const [exam] = await t.createTargetExams(1);
  const examId = exam?.id as string;
  const session = await t.signup({ targetExams: [examId] });
  return { ...session, examId };
}

async function takeTest(token: string, testId: string) {
  const started = await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId } });
  return started.body.data._id;
}

async function pay(token: string, testId: string, outcome: 'success' | 'failure' = 'success') {
  const created = await t.call<CreatedOrder>('POST', '/api/payments/create-order', { token, body: { testId } });
  const orderId = created.body.data.order?.id as string;
  const complete = () =>
    t.call<MockCompletion>('POST', '/api/payments/mock/complete', { token, body: { orderId, outcome } });
  const verify = async () => {
    const done = await complete();
    return t.call<{ refunded: boolean }>('POST', '/api/payments/verify', { token, body: done.body.data });
  };
  if (outcome === 'failure') await complete();
  else await verify();
  return { paymentId: created.body.data.paymentId, payAgain: verify };
}

describe('result ready', () => {
  it('tells the student their submitted result is ready, once, and counts it unread until read', async () => {
    const { test } = await t.createTest();
    const { token } = await t.signup();
    expect(await unread(token)).toBe(0);
    expect((await list(token)).entries).toEqual([]);

    const attemptId = await takeTest(token, test.id);
    await t.call('POST', `/api/attempts/${attemptId}/submit`, { token, body: { answers: [] } });
    await t.call('POST', `/api/attempts/${attemptId}/submit`, { token, body: { answers: [] } });

    const { entries } = await list(token);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'result_ready',
      test: { _id: test.id, title: test.title },
      attemptId,
      score: 0,
      read: false,
    });
    expect(await unread(token)).toBe(1);

    const marked = await markRead(token, entries[0]?._id as string);
    expect(marked.status).toBe(200);
    expect(marked.body.data.unread).toBe(0);
    expect((await list(token)).entries[0]?.read).toBe(true);
    expect((await markRead(token, entries[0]?._id as string)).body.data.unread).toBe(0);
  });

  it('once when submissions of the attempt race', async () => {
    const { test } = await t.createTest();
    const { token } = await t.signup();
    const attemptId = await takeTest(token, test.id);
    const submit = () => t.call('POST', `/api/attempts/${attemptId}/submit`, { token, body: { answers: [] } });
    const answers = await Promise.all([submit(), submit(), submit()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await list(token)).entries).toMatchObject([{ kind: 'result_ready', attemptId }]);
  });

  it('also when the time ran out and the attempt was submitted for the student', async () => {
    const { test } = await t.createTest({ duration: 1 });
    const { token } = await t.signup();
    const attemptId = await takeTest(token, test.id);
    t.clock.advance(5 * 60_000);
    await t.call('GET', '/api/attempts/user', { token });
    expect((await list(token)).entries).toMatchObject([{ kind: 'result_ready', attemptId }]);
  });
});

describe('payments', () => {
  it('tells the student a payment was confirmed, failed or refunded, with its amount', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token } = await t.signup();
    const failed = await pay(token, test.id, 'failure');
    const paid = await pay(token, test.id);
    const duplicate = await paid.payAgain();
    expect(duplicate.body.data.refunded).toBe(true);

    const { entries } = await list(token);
    expect(entries.map((n) => [n.kind, n.amount, n.test?._id])).toEqual([
      ['payment_refunded', 99, test.id],
      ['payment_paid', 99, test.id],
      ['payment_failed', 99, test.id],
    ]);
    expect(entries[1]?.paymentId).toBe(paid.paymentId);
    expect(entries[2]?.paymentId).toBe(failed.paymentId);
    expect(await unread(token)).toBe(3);
  });
});

describe("tests for the student's exams", () => {
  it('announces tests added for their target exams since they signed up, for the last days only', async () => {
    const { token, examId } = await student();
    const [otherExam] = await t.createTargetExams(1);
    const earlier = await t.createTest({ targetExamIds: [examId], createdAt: minutes(-60) });
    const added = await t.createTest({ targetExamIds: [examId] });
    await t.createTest({ targetExamIds: [otherExam?.id as string] });
    await t.createTest({ targetExamIds: [examId], isActive: false });
    await t.createTest({ targetExamIds: [examId], questionCount: 0 });

    const { entries } = await list(token);
    expect(entries.map((n) => [n.kind, n._id, n.test?.title])).toEqual([['new_test', added.test.id, added.test.title]]);
    expect(entries.some((n) => n._id === earlier.test.id)).toBe(false);
    expect(await unread(token)).toBe(1);

    // Other students of the exam see it too, each with their own read state.
    const other = await t.signup({ targetExams: [examId] });
    await t.createTest({ targetExamIds: [examId] });
    expect(await markRead(token, added.test.id)).toMatchObject({ status: 200, body: { data: { unread: 1 } } });
    expect(await unread(other.token)).toBe(1);

    t.clock.advance((NEW_TEST_DAYS + 1) * 86_400_000);
    expect((await list(token)).entries).toEqual([]);
    expect(await unread(token)).toBe(0);
  });

  it('puts live tests starting within 15 minutes (or running) first, for their exams or a registration', async () => {
    const { token, examId } = await student();
    const added = await t.createTest({ targetExamIds: [examId] });
    const soon = await t.createTest({ targetExamIds: [examId], startsAt: minutes(10), endsAt: minutes(70) });
    const later = await t.createTest({ targetExamIds: [examId], startsAt: minutes(60), endsAt: minutes(120) });
    const registered = await t.createTest({ startsAt: minutes(5), endsAt: minutes(65) });
    const notMine = await t.createTest({ startsAt: minutes(5), endsAt: minutes(65) });
    await t.call('POST', `/api/live-tests/${registered.test.id}/register`, { token });

    const first = await list(token);
    expect(first.entries.map((n) => [n.kind, n._id])).toEqual([
      ['live_soon', registered.test.id],
      ['live_soon', soon.test.id],
      ['new_test', added.test.id],
    ]);
    expect(first.entries[1]?.startsAt).toBe(soon.test.startsAt?.toISOString());
    expect(await unread(token)).toBe(3);
    expect((await markRead(token, notMine.test.id)).status).toBe(404);

    t.clock.advance(50 * 60_000);
    const ids = (await list(token)).entries.map((n) => n._id);
    expect(ids).toContain(later.test.id);
    expect(ids).toContain(soon.test.id);
    t.clock.advance(200 * 60_000);
    expect((await list(token)).entries.map((n) => n.kind)).toEqual(['new_test']);
  });
});

describe('reading', () => {
  it('marks everything read at once, own events and announcements', async () => {
    const { token, examId } = await student();
    const { test } = await t.createTest();
    await t.call('POST', `/api/attempts/${await takeTest(token, test.id)}/submit`, { token, body: { answers: [] } });
    await t.createTest({ targetExamIds: [examId] });
    await t.createTest({ targetExamIds: [examId], startsAt: minutes(10), endsAt: minutes(70) });
    expect(await unread(token)).toBe(3);

    const all = await t.call<UnreadNotifications>('POST', '/api/notifications/read-all', { token });
    expect(all.body.data.unread).toBe(0);
    expect(await unread(token)).toBe(0);
    expect((await list(token)).entries.map((n) => n.read)).toEqual([true, true, true]);

    await t.createTest({ targetExamIds: [examId] });
    expect(await unread(token)).toBe(1);
  });

  it("never shows or marks another student's notifications", async () => {
    const { test } = await t.createTest();
    const owner = await t.signup();
    const other = await t.signup();
    await t.call('POST', `/api/attempts/${await takeTest(owner.token, test.id)}/submit`, {
      token: owner.token,
      body: { answers: [] },
    });
    const [mine] = (await list(owner.token)).entries as Notification[];
    expect((await list(other.token)).entries).toEqual([]);
    expect(await unread(other.token)).toBe(0);

    const refused = await markRead(other.token, mine?._id as string);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MSG.notificationNotFound);
    expect(await unread(owner.token)).toBe(1);
    await t.call('POST', '/api/notifications/read-all', { token: other.token });
    expect(await unread(owner.token)).toBe(1);

    expect((await markRead(owner.token, 'not-an-id')).status).toBe(400);
    expect((await t.call('GET', '/api/notifications')).status).toBe(401);
  });

  it('pages newest first by cursor with a fixed number of queries', async () => {
    const { token, examId } = await student();
    for (let i = 0; i < 3; i += 1) {
      const { test } = await t.createTest();
      await t.call('POST', `/api/attempts/${await takeTest(token, test.id)}/submit`, { token, body: { answers: [] } });
      await t.createTest({ targetExamIds: [examId] });
    }
    const all = (await list(token, '?limit=100')).entries.map((n) => n._id);
    expect(all).toHaveLength(6);
    expect([...all].sort().reverse()).toEqual(all);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationPage = await list(token, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.entries.map((n) => n._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);

    const small = await t.countQueries(() => list(token, '?limit=1'));
    const large = await t.countQueries(() => list(token, '?limit=100'));
    expect(large.queries).toBe(small.queries);
  });
});

describe('notification settings', () => {
  it('leaves results out while result notifications are off, and announcements while test reminders are off', async () => {
    const { token, examId } = await student();
    const { test } = await t.createTest();
    await t.call('POST', `/api/attempts/${await takeTest(token, test.id)}/submit`, { token, body: { answers: [] } });
    await t.createTest({ targetExamIds: [examId] });
    await t.createTest({ targetExamIds: [examId], startsAt: minutes(10), endsAt: minutes(70) });
    const kinds = async () => (await list(token)).entries.map((n) => n.kind);
    const settings = (changes: Record<string, boolean>) =>
      t.call('PUT', '/api/auth/notification-settings', {
        token,
        body: { notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...changes } },
      });
    expect(await kinds()).toEqual(['live_soon', 'new_test', 'result_ready']);

    expect((await settings({ resultNotifications: false })).status).toBe(200);
    expect(await kinds()).toEqual(['live_soon', 'new_test']);
    expect(await unread(token)).toBe(2);

    await settings({ resultNotifications: true, testReminders: false });
    expect(await kinds()).toEqual(['result_ready']);
    expect(await unread(token)).toBe(1);
    await t.call('POST', '/api/notifications/read-all', { token });

    // Turned back on, the announcements return unread: they were hidden, not read.
    await settings({});
    expect(await unread(token)).toBe(2);
  });
});

describe('hostile input', () => {
  it('answers a readable 4xx to malformed ids and paging, and changes nothing', async () => {
    const { token } = await student();
    const { test } = await t.createTest();
    await t.call('POST', `/api/attempts/${await takeTest(token, test.id)}/submit`, { token, body: { answers: [] } });
    for (const id of ['%00', 'x'.repeat(5000), '1%27%20or%201%3D1']) {
      const res = await markRead(token, id);
      expect(res.status, id.slice(0, 20)).toBe(id.length > 4096 ? 414 : 400);
      expect(res.body.message).toMatch(/^[A-Z].+/);
    }
    for (const query of ['?limit=-1', '?limit=abc', '?limit=100000', '?cursor=%00', `?cursor=${'z'.repeat(3000)}`]) {
      const res = await t.call('GET', `/api/notifications${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await unread(token)).toBe(1);
  });
});
