import { type AdminPaymentPage, type AdminPaymentSummary, AUDIT_MSG, PEOPLE_MSG } from '@mockprep/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';
import { payments, users } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'admin-payments-secret' });
  admin = await makeAdmin(t, 'admin-payments-secret');
});
afterAll(() => t.close());

const list = (query: string) => t.call<AdminPaymentPage>('GET', `/api/admin/payments?${query}`, { token: admin.token });

/** A student named with a fresh tag and their payments, one per status given, a day apart, oldest first. */
async function studentWithPayments(statuses: ('paid' | 'failed' | 'refunded' | 'created')[]) {
  const tag = `pay${Math.random().toString(36).slice(2, 8)}`;
  const [student] = await t.quickStudents(1);
  const user = student?.user;
  if (!user) throw new Error('no student');
  await t.db
    .update(users)
    .set({ name: `${tag} Payer` })
    .where(inArray(users.id, [user.id]));
  const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900, questionCount: 1 });
  const start = Date.UTC(2026, 0, 10);
  const rows = statuses.map((status, i) => ({
    id: newId(),
    userId: user.id,
    testId: test.id,
    provider: 'mock' as const,
    status,
    originalPaise: 9900,
    finalPaise: 9900,
    providerOrderId: `order_${tag}_${i}`,
    createdAt: new Date(start + i * 86_400_000),
  }));
  await t.db.insert(payments).values(rows);
  return { tag, user, test, ids: rows.map((r) => r.id) };
}

describe('GET /api/admin/payments', () => {
  it('pages newest first with the total, and searches the student name, mobile and order id', async () => {
    const { tag, user, ids } = await studentWithPayments(['paid', 'failed', 'refunded', 'paid', 'failed']);
    const first = await list(`search=${tag}&limit=2`);
    expect(first.body.data.total).toBe(5);
    expect(first.body.data.entries.map((p) => p._id)).toEqual([ids[4], ids[3]]);
    expect(first.body.data.entries[0]).toMatchObject({ user: { name: `${tag} Payer`, mobile: user.mobile } });
    const rest = await list(`search=${tag}&limit=100&cursor=${first.body.data.nextCursor}`);
    expect(rest.body.data.entries.map((p) => p._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(rest.body.data.nextCursor).toBeNull();
    expect((await list(`search=${user.mobile}`)).body.data.total).toBe(5);
    const byOrder = await list(`search=order_${tag}_3`);
    expect(byOrder.body.data.entries.map((p) => p._id)).toEqual([ids[3]]);
  });

  it('filters by status and by a date range (both ends included)', async () => {
    const { tag, ids } = await studentWithPayments(['paid', 'failed', 'refunded', 'paid', 'failed']);
    const paid = await list(`search=${tag}&status=paid`);
    expect(paid.body.data.entries.map((p) => p._id)).toEqual([ids[3], ids[0]]);
    const from = encodeURIComponent('2026-01-11T00:00:00.000+00:00');
    const to = encodeURIComponent('2026-01-13T00:00:00.000+00:00');
    const ranged = await list(`search=${tag}&from=${from}&to=${to}`);
    expect(ranged.body.data.entries.map((p) => p._id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(ranged.body.data.total).toBe(3);
    expect((await list(`search=${tag}&status=failed&from=${from}&to=${to}`)).body.data.total).toBe(1);
  });

  it('answers bad filters with a readable 400', async () => {
    for (const [query, message] of [
      ['status=lost', PEOPLE_MSG.paymentStatus],
      ['from=yesterday', AUDIT_MSG.badDate],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', AUDIT_MSG.badRange],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it('runs the same number of queries for a page of 5 as for a page of 50', async () => {
    const small = await t.countQueries(() => list('limit=5'));
    const large = await t.countQueries(() => list('limit=50'));
    expect(large.queries).toBe(small.queries);
  });

  it('sums revenue and counts by status over every payment', async () => {
    const before = (await t.call<AdminPaymentSummary>('GET', '/api/admin/payments/summary', { token: admin.token }))
      .body.data;
    await studentWithPayments(['paid', 'failed', 'refunded', 'created']);
    const after = (await t.call<AdminPaymentSummary>('GET', '/api/admin/payments/summary', { token: admin.token })).body
      .data;
    expect(after.transactions - before.transactions).toBe(4);
    expect(after.successful - before.successful).toBe(1);
    expect(after.failed - before.failed).toBe(1);
    expect(after.refunded - before.refunded).toBe(1);
    expect(after.pending - before.pending).toBe(1);
    expect(Math.round((after.revenue - before.revenue) * 100)).toBe(9900);
  });
});
