import {
  type AdminPaymentPage,
  type AdminStats,
  type CreatedOrder,
  type MockCompletion,
  MSG,
  PAGING_MSG,
  type Payment,
  type PaymentHistoryPage,
  type PromoValidation,
  type PurchasedTestPage,
  type Receipt,
} from '@mockprep/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/app';
import { payments, promoCodes, purchases } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'payments-secret' });
  const made = await t.call<{ token: string }>('POST', '/api/auth/admin/signup', {
    body: {
      name: 'Pay Admin',
      mobile: `7${Date.now().toString().slice(-9)}`,
      password: 'adminpass1',
      secret: 'payments-secret',
    },
  });
  admin = made.body.data.token;
});
afterAll(() => t.close());

const paidTest = (pricePaise = 19900) => t.createTest({ type: 'Paid', pricePaise });

async function order(token: string, body: Record<string, unknown>) {
  return t.call<CreatedOrder>('POST', '/api/payments/create-order', { token, body });
}
/** The test-mode checkout of an order, then its verification. */
async function payOrder(token: string, orderId: string) {
  const done = await t.call<MockCompletion>('POST', '/api/payments/mock/complete', {
    token,
    body: { orderId, outcome: 'success' },
  });
  return t.call<{ refunded: boolean }>('POST', '/api/payments/verify', { token, body: done.body.data });
}
const promoRow = async (id: string) => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0];
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const openOrders = (userId: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'created')));

/** The whole mock checkout: order, test-mode payment, verification. */
async function buy(token: string, testId: string, extra: Record<string, unknown> = {}) {
  const created = await order(token, { testId, ...extra });
  if (created.status !== 200) return { created, verified: null };
  if (!created.body.data.order) return { created, verified: null };
  const done = await t.call<MockCompletion>('POST', '/api/payments/mock/complete', {
    token,
    body: { orderId: created.body.data.order.id, outcome: 'success' },
  });
  const verified = await t.call('POST', '/api/payments/verify', { token, body: done.body.data });
  return { created, verified };
}

describe('buying a paid test', () => {
  it('prices on the server whatever amount the browser sends, and unlocks the test after payment', async () => {
    const { test } = await paidTest(19900);
    const { token } = await t.signup();
    expect((await t.call('POST', '/api/attempts', { token, body: { test: test.id } })).status).toBe(403);

    const created = await order(token, { testId: test.id, amount: 1 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      order: { amount: 19900, currency: 'INR' },
      originalAmount: 199,
      finalAmount: 199,
      provider: 'mock',
      purchased: false,
    });
    const done = await t.call<MockCompletion>('POST', '/api/payments/mock/complete', {
      token,
      body: { orderId: created.body.data.order?.id, outcome: 'success' },
    });
    const ok = await t.call('POST', '/api/payments/verify', { token, body: done.body.data });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(MSG.paymentSuccess);
    expect((await t.call('POST', '/api/attempts', { token, body: { test: test.id } })).status).toBe(201);
    expect((await t.call<PurchasedTestPage>('GET', '/api/payments/purchased-tests', { token })).body.data).toEqual({
      entries: [test.id],
      nextCursor: null,
    });
  });

  it('refuses a second purchase of an owned test with 409 and a Free test with 400', async () => {
    const { test } = await paidTest();
    const { token } = await t.signup();
    expect((await buy(token, test.id)).verified?.status).toBe(200);
    const again = await order(token, { testId: test.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.alreadyOwned);
    const free = await t.createTest();
    const freeOrder = await order(token, { testId: free.test.id });
    expect(freeOrder.status).toBe(400);
    expect(freeOrder.body.message).toBe(MSG.testIsFree);
  });

  it('verifying twice makes one purchase; a forged signature is refused', async () => {
    const { test } = await paidTest();
    const { token, user } = await t.signup();
    const created = await order(token, { testId: test.id });
    const orderId = created.body.data.order?.id as string;
    const done = await t.call<MockCompletion>('POST', '/api/payments/mock/complete', {
      token,
      body: { orderId, outcome: 'success' },
    });
    const forged = await t.call('POST', '/api/payments/verify', {
      token,
      body: { ...done.body.data, signature: done.body.data.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(MSG.paymentVerificationFailed);
    const [first, second] = await Promise.all([
      t.call('POST', '/api/payments/verify', { token, body: done.body.data }),
      t.call('POST', '/api/payments/verify', { token, body: done.body.data }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const owned = await t.db.select().from(purchases).where(eq(purchases.userId, user._id));
    expect(owned).toHaveLength(1);
  });

  it('a failed mock payment is recorded as failed and unlocks nothing', async () => {
    const { test } = await paidTest();
    const { token } = await t.signup();
    const created = await order(token, { testId: test.id });
    const failed = await t.call('POST', '/api/payments/mock/complete', {
      token,
      body: { orderId: created.body.data.order?.id, outcome: 'failure' },
    });
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe(MSG.mockPaymentFailed);
    const history = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
    expect(history[0]).toMatchObject({ status: 'failed', amount: 199 });
    expect((await t.call('POST', '/api/attempts', { token, body: { test: test.id } })).status).toBe(403);
  });
});

describe('promo codes', () => {
  it('validates case-insensitively after trimming and applies the discount to the order', async () => {
    const { test } = await paidTest(19900);
    const promo = await t.createPromo({ code: 'MONSOON25', discountValue: 25, maxDiscountPaise: 4000 });
    const { token } = await t.signup();
    const res = await t.call<PromoValidation>('POST', '/api/promo-codes/validate', {
      token,
      body: { code: '  monsoon25 ', testId: test.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.promoApplied);
    expect(res.body.data).toMatchObject({ originalAmount: 199, finalAmount: 159, savings: 40 });
    expect(res.body.data.promoCode).toMatchObject({ id: promo.id, code: 'MONSOON25', discountType: 'percentage' });

    const { created, verified } = await buy(token, test.id, { promoCodeId: promo.id, amount: 199 });
    expect(created.body.data).toMatchObject({ order: { amount: 15900 }, discountAmount: 40, finalAmount: 159 });
    expect(verified?.status).toBe(200);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row).toMatchObject({ usedCount: 1, reservedCount: 0 });
    const history = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
    expect(history[0]).toMatchObject({
      status: 'paid',
      amount: 159,
      originalAmount: 199,
      discountAmount: 40,
      promoCode: { code: 'MONSOON25', description: '20% off' },
    });
  });

  it('answers each broken rule with its own message', async () => {
    const { test } = await paidTest(4900);
    const { token } = await t.signup();
    const expired = await t.createPromo({ validUntil: new Date(Date.now() - 1000) });
    const minimum = await t.createPromo({ minAmountPaise: 10000 });
    const validate = (code: string) =>
      t.call('POST', '/api/promo-codes/validate', { token, body: { code, testId: test.id } });
    expect((await validate('NOSUCHCODE')).body.message).toBe(MSG.promoInvalid);
    expect((await validate(expired.code)).body.message).toBe(MSG.promoExpired);
    expect((await validate(minimum.code)).body.message).toBe('Minimum amount for this code is ₹100');
    expect((await validate('   ')).status).toBe(400);
  });

  it('a code that makes the test free completes the purchase without the provider', async () => {
    const { test } = await paidTest(9900);
    const promo = await t.createPromo({ discountValue: 100 });
    const { token } = await t.signup();
    const created = await order(token, { testId: test.id, promoCode: promo.code.toLowerCase() });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(MSG.testPurchased);
    expect(created.body.data).toMatchObject({ order: null, purchased: true, finalAmount: 0, provider: 'free' });
    expect((await t.call('POST', '/api/attempts', { token, body: { test: test.id } })).status).toBe(201);
  });

  it('50 students buying at once with a code of maxUses 5: exactly 5 get the discount', async () => {
    const { test } = await paidTest(19900);
    const promo = await t.createPromo({ maxUses: 5 });
    const students = await Promise.all(Array.from({ length: 50 }, () => t.signup()));
    const outcomes = await Promise.all(students.map((s) => buy(s.token, test.id, { promoCodeId: promo.id })));
    const discounted = outcomes.filter((o) => o.verified?.status === 200);
    expect(discounted).toHaveLength(5);
    expect(outcomes.filter((o) => o.created.body.message === MSG.promoUsedUp)).toHaveLength(45);
    const paid = await t.db.select().from(payments).where(eq(payments.promoCodeId, promo.id));
    expect(paid.filter((p) => p.status === 'paid' && p.discountPaise > 0)).toHaveLength(5);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row).toMatchObject({ usedCount: 5, reservedCount: 0 });
  });

  it('an unpaid order gives its held use back when it fails', async () => {
    const { test } = await paidTest();
    const promo = await t.createPromo({ maxUses: 1 });
    const first = await t.signup();
    const second = await t.signup();
    const held = await order(first.token, { testId: test.id, promoCodeId: promo.id });
    expect((await order(second.token, { testId: test.id, promoCodeId: promo.id })).body.message).toBe(MSG.promoUsedUp);
    await t.call('POST', '/api/payments/mock/complete', {
      token: first.token,
      body: { orderId: held.body.data.order?.id, outcome: 'failure' },
    });
    expect((await buy(second.token, test.id, { promoCodeId: promo.id })).verified?.status).toBe(200);
  });
});

describe('history and receipts', () => {
  it('shows my payments and my receipts only', async () => {
    const { test } = await paidTest(4900);
    const me = await t.signup({ email: 'me@example.com' });
    const other = await t.signup();
    await buy(me.token, test.id);
    const [payment] = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token: me.token })).body.data
      .entries;
    if (!payment) throw new Error('no payment');
    const receipt = await t.call<Receipt>('GET', `/api/payments/${payment._id}/receipt`, { token: me.token });
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toMatchObject({
      status: 'paid',
      user: { name: me.user.name, email: 'me@example.com', mobile: me.user.mobile },
      test: { title: test.title },
      payment: { originalAmount: 49, discountAmount: 0, finalAmount: 49 },
      orderId: payment.orderId,
      paymentId: payment.paymentId,
    });
    expect(receipt.body.data.receiptNumber).toMatch(/^RCPT-[0-9A-F]{10}$/);
    const stolen = await t.call('GET', `/api/payments/${payment._id}/receipt`, { token: other.token });
    expect(stolen.status).toBe(404);
    expect(
      (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token: other.token })).body.data.entries,
    ).toEqual([]);
  });
});

describe('one open order per student and test', () => {
  it('three parallel orders of a ₹99 test make one order; paying it three times keeps ₹99 and refunds the rest', async () => {
    const { test } = await paidTest(9900);
    const { token, user } = await t.signup();
    const revenue = async () =>
      (await t.call<AdminStats>('GET', '/api/admin/stats', { token: admin })).body.data.totalRevenue;
    const revenueBefore = await revenue();

    const orders = await Promise.all([1, 2, 3].map(() => order(token, { testId: test.id })));
    expect(orders.map((o) => o.status)).toEqual([200, 200, 200]);
    const orderIds = new Set(orders.map((o) => o.body.data.order?.id));
    expect(orderIds.size).toBe(1);
    expect(new Set(orders.map((o) => o.body.data.paymentId)).size).toBe(1);
    expect(orders.map((o) => o.body.data.finalAmount)).toEqual([99, 99, 99]);
    expect(await openOrders(user._id)).toHaveLength(1);

    const verified = await Promise.all(orders.map((o) => payOrder(token, o.body.data.order?.id as string)));
    expect(verified.map((v) => v.status)).toEqual([200, 200, 200]);
    expect(verified.map((v) => v.body.message).sort()).toEqual(
      [MSG.paymentRefunded, MSG.paymentRefunded, MSG.paymentSuccess].sort(),
    );
    expect(verified.filter((v) => v.body.data.refunded)).toHaveLength(2);

    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user._id))).toHaveLength(1);
    const history = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
    expect(history.map((p) => p.status).sort()).toEqual(['paid', 'refunded', 'refunded']);
    const kept = history.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
    expect(kept).toBe(99);
    expect(await revenue()).toBe(revenueBefore + 99);

    const seenByAdmin = (
      await t.call<AdminPaymentPage>('GET', `/api/admin/payments?search=${user.mobile}`, { token: admin })
    ).body.data.entries;
    expect(
      seenByAdmin
        .filter((p) => p.testId === test.id)
        .map((p) => p.status)
        .sort(),
    ).toEqual(['paid', 'refunded', 'refunded']);
  });

  it('asked again with the same code, create-order hands out the open order and holds no second use', async () => {
    const { test } = await paidTest(19900);
    const promo = await t.createPromo({ maxUses: 1 });
    const { token, user } = await t.signup();
    const first = await order(token, { testId: test.id, promoCodeId: promo.id });
    const again = await order(token, { testId: test.id, promoCode: promo.code.toLowerCase() });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.data).toMatchObject({ finalAmount: 159.2, order: { amount: 15920 } });
    expect(await promoRow(promo.id)).toMatchObject({ usedCount: 0, reservedCount: 1 });
    expect(await openOrders(user._id)).toHaveLength(1);
  });

  it('another code replaces the open order, which is cancelled and gives its held use back', async () => {
    const { test } = await paidTest(19900);
    const first = await t.createPromo({ maxUses: 1 });
    const second = await t.createPromo({ discountType: 'fixed', discountValue: 50 });
    const { token, user } = await t.signup();
    const held = await order(token, { testId: test.id, promoCodeId: first.id });
    expect(await promoRow(first.id)).toMatchObject({ reservedCount: 1 });

    const replacing = await order(token, { testId: test.id, promoCodeId: second.id });
    expect(replacing.status).toBe(200);
    expect(replacing.body.data.order?.id).not.toBe(held.body.data.order?.id);
    expect(replacing.body.data).toMatchObject({ finalAmount: 149, discountAmount: 50 });
    expect(await promoRow(first.id)).toMatchObject({ usedCount: 0, reservedCount: 0 });
    expect(await promoRow(second.id)).toMatchObject({ reservedCount: 1 });
    expect(await paymentRow(held.body.data.paymentId)).toMatchObject({ status: 'cancelled', promoReserved: false });
    expect(await openOrders(user._id)).toHaveLength(1);

    const withoutCode = await order(token, { testId: test.id });
    expect(withoutCode.body.data).toMatchObject({ finalAmount: 199, discountAmount: 0 });
    expect(await promoRow(second.id)).toMatchObject({ reservedCount: 0 });
    const other = await t.signup();
    expect((await buy(other.token, test.id, { promoCodeId: first.id })).verified?.status).toBe(200);
  });

  it('paying a replaced order after the test was bought refunds it and makes no second purchase', async () => {
    const { test } = await paidTest(9900);
    const promo = await t.createPromo({ discountValue: 10 });
    const { token, user } = await t.signup();
    const replaced = await order(token, { testId: test.id });
    const current = await order(token, { testId: test.id, promoCodeId: promo.id });
    expect((await payOrder(token, current.body.data.order?.id as string)).body.message).toBe(MSG.paymentSuccess);

    const late = await payOrder(token, replaced.body.data.order?.id as string);
    expect(late.status).toBe(200);
    expect(late.body.message).toBe(MSG.paymentRefunded);
    expect(await paymentRow(replaced.body.data.paymentId)).toMatchObject({ status: 'refunded', finalPaise: 9900 });
    expect((await paymentRow(replaced.body.data.paymentId))?.refundedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user._id))).toHaveLength(1);
    expect(await promoRow(promo.id)).toMatchObject({ usedCount: 1, reservedCount: 0 });
    const history = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
    expect(history.map((p) => [p.amount, p.status])).toEqual(
      expect.arrayContaining([
        [89.1, 'paid'],
        [99, 'refunded'],
      ]),
    );
  });

  it('paying the replaced order buys the test and closes the newer one, giving its held use back', async () => {
    const { test } = await paidTest(9900);
    const promo = await t.createPromo({ maxUses: 1 });
    const { token, user } = await t.signup();
    const replaced = await order(token, { testId: test.id });
    const newer = await order(token, { testId: test.id, promoCodeId: promo.id });
    expect(await promoRow(promo.id)).toMatchObject({ reservedCount: 1 });

    expect((await payOrder(token, replaced.body.data.order?.id as string)).body.message).toBe(MSG.paymentSuccess);
    expect(await paymentRow(replaced.body.data.paymentId)).toMatchObject({ status: 'paid', finalPaise: 9900 });
    expect(await paymentRow(newer.body.data.paymentId)).toMatchObject({ status: 'cancelled' });
    expect(await openOrders(user._id)).toHaveLength(0);
    expect(await promoRow(promo.id)).toMatchObject({ usedCount: 0, reservedCount: 0 });
  });

  it('an order left unpaid for 30 minutes is failed by the upkeep job, freeing its hold; asking again holds anew', async () => {
    const upkeep = await testApp({ MAINTENANCE_SECONDS: '1' });
    try {
      const { test } = await upkeep.createTest({ type: 'Paid', pricePaise: 9900 });
      const promo = await upkeep.createPromo({ maxUses: 1 });
      const { token } = await upkeep.signup();
      const create = () =>
        upkeep.call<CreatedOrder>('POST', '/api/payments/create-order', {
          token,
          body: { testId: test.id, promoCodeId: promo.id },
        });
      const lapsing = await create();
      upkeep.clock.advance(31 * 60_000);
      await vi.waitFor(async () => expect(await promoRow(promo.id)).toMatchObject({ reservedCount: 0 }), {
        timeout: 5000,
      });
      const renewed = await create();
      expect(renewed.status).toBe(200);
      expect(renewed.body.data.order?.id).not.toBe(lapsing.body.data.order?.id);
      expect(await promoRow(promo.id)).toMatchObject({ reservedCount: 1 });
      expect(await paymentRow(lapsing.body.data.paymentId)).toMatchObject({ status: 'failed' });
    } finally {
      await upkeep.close();
    }
  });
});

describe('student pages', () => {
  /** A student with one payment per row of `made` (oldest first) on a test of their own; ids newest first. */
  async function withPayments(made: { status: Payment['status']; finalPaise: number; discountPaise?: number }[]) {
    const [student] = await t.quickStudents(1);
    if (!student) throw new Error('no student');
    const ids: string[] = [];
    for (const row of made) {
      const { test } = await paidTest(row.finalPaise + (row.discountPaise ?? 0));
      const id = newId();
      await t.db.insert(payments).values({
        id,
        userId: student.user.id,
        testId: test.id,
        provider: 'mock',
        status: row.status,
        originalPaise: row.finalPaise + (row.discountPaise ?? 0),
        discountPaise: row.discountPaise ?? 0,
        finalPaise: row.finalPaise,
      });
      ids.push(id);
    }
    return { token: student.token, userId: student.user.id, newestFirst: ids.reverse() };
  }
  const history = async (token: string, query = '') =>
    t.call<PaymentHistoryPage>('GET', `/api/payments/history${query}`, { token });

  it('pages the history newest first; the summary counts every payment, not the page', async () => {
    const { token, newestFirst } = await withPayments([
      { status: 'paid', finalPaise: 3920, discountPaise: 980 },
      { status: 'paid', finalPaise: 11920, discountPaise: 2980 },
      { status: 'created', finalPaise: 9900 },
      { status: 'failed', finalPaise: 4900 },
      { status: 'refunded', finalPaise: 19900 },
      { status: 'duplicate', finalPaise: 500 },
    ]);
    const summary = {
      transactions: 6,
      successful: 2,
      pending: 1,
      totalSpent: 158.4,
      totalSaved: 39.6,
      totalRefunded: 199,
    };
    const first = (await history(token, '?limit=4')).body.data;
    expect(first.entries.map((p) => p._id)).toEqual(newestFirst.slice(0, 4));
    expect(first).toMatchObject({ total: 6, nextCursor: newestFirst[3], summary });
    const next = (await history(token, `?limit=4&cursor=${first.nextCursor}`)).body.data;
    expect(next.entries.map((p) => p._id)).toEqual(newestFirst.slice(4));
    expect(next).toMatchObject({ total: 6, nextCursor: null, summary });
    const past = (await history(token, `?cursor=${newestFirst[5]}`)).body.data;
    expect(past).toMatchObject({ entries: [], nextCursor: null, total: 6 });
    expect((await history(token)).body.data.entries).toHaveLength(6);

    const { token: none } = await withPayments([]);
    expect((await history(none)).body.data).toEqual({
      entries: [],
      nextCursor: null,
      total: 0,
      summary: { transactions: 0, successful: 0, pending: 0, totalSpent: 0, totalSaved: 0, totalRefunded: 0 },
    });
  });

  it('has a receipt for a paid payment only', async () => {
    const statuses = ['created', 'failed', 'cancelled', 'duplicate', 'refunded', 'paid'] as const;
    const { token, newestFirst } = await withPayments(statuses.map((status) => ({ status, finalPaise: 4900 })));
    const answers = [];
    for (const id of newestFirst.reverse()) {
      const receipt = await t.call('GET', `/api/payments/${id}/receipt`, { token });
      answers.push([receipt.status, receipt.body.message ?? null]);
    }
    expect(answers).toEqual([...statuses.slice(0, -1).map(() => [404, MSG.receiptNotFound]), [200, null]]);
  });

  it('reads a history page with a fixed number of queries whatever its size', async () => {
    const { token } = await withPayments(
      Array.from({ length: 8 }, () => ({ status: 'paid' as const, finalPaise: 100 })),
    );
    const counted: number[] = [];
    for (const limit of [1, 8]) {
      const { result, queries } = await t.countQueries(() => history(token, `?limit=${limit}`));
      expect(result.body.data.entries).toHaveLength(limit);
      counted.push(queries);
    }
    expect(counted[0]).toBe(counted[1]);
  });

  it('pages the purchased tests newest purchase first, the cursor being the last test id', async () => {
    const [student] = await t.quickStudents(1);
    if (!student) throw new Error('no student');
    const bought: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { test } = await paidTest();
      await t.grantPurchase(student.user.id, test.id);
      bought.push(test.id);
    }
    const newestFirst = bought.reverse();
    const purchased = async (query: string) =>
      (await t.call<PurchasedTestPage>('GET', `/api/payments/purchased-tests${query}`, { token: student.token })).body
        .data;
    const first = await purchased('?limit=2');
    expect(first).toEqual({ entries: newestFirst.slice(0, 2), nextCursor: newestFirst[1] });
    expect(await purchased(`?limit=2&cursor=${first.nextCursor}`)).toEqual({
      entries: newestFirst.slice(2),
      nextCursor: null,
    });
    expect(await purchased(`?cursor=${newestFirst[2]}`)).toEqual({ entries: [], nextCursor: null });
  });

  it('refuses a limit of 0 or 1000 and a bad cursor with a readable 400', async () => {
    const { token } = await t.signup();
    for (const path of ['/api/payments/history', '/api/payments/purchased-tests']) {
      for (const [query, message] of [
        ['limit=0', PAGING_MSG.limit],
        ['limit=1000', PAGING_MSG.limit],
        ['cursor=abc', PAGING_MSG.cursor],
      ] as const) {
        const res = await t.call('GET', `${path}?${query}`, { token });
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    }
  });
});
