import {
  type CreatedOrder,
  type MockCompletion,
  MSG,
  type Payment,
  type PromoValidation,
  type Receipt,
} from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { payments, promoCodes, purchases } from '../../db/schema';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const paidTest = (pricePaise = 19900) => t.createTest({ type: 'Paid', pricePaise });

async function order(token: string, body: Record<string, unknown>) {
  return t.call<CreatedOrder>('POST', '/api/payments/create-order', { token, body });
}
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
    expect((await t.call<string[]>('GET', '/api/payments/purchased-tests', { token })).body.data).toEqual([test.id]);
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
    const history = (await t.call<Payment[]>('GET', '/api/payments/history', { token })).body.data;
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
    const history = (await t.call<Payment[]>('GET', '/api/payments/history', { token })).body.data;
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
    const [payment] = (await t.call<Payment[]>('GET', '/api/payments/history', { token: me.token })).body.data;
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
    expect((await t.call<Payment[]>('GET', '/api/payments/history', { token: other.token })).body.data).toEqual([]);
  });
});
