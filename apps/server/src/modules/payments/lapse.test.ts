import { type CreatedOrder, type MockCompletion, MSG, type PaymentHistoryPage } from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { promoCodes, purchases } from '../../db/schema';

let t: Awaited<ReturnType<typeof testApp>>;
// No upkeep job: whatever lapses here lapses when it is read.
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0' });
});
afterAll(() => t.close());

const MINUTE = 60_000;

const order = (token: string, body: Record<string, unknown>) =>
  t.call<CreatedOrder>('POST', '/api/payments/create-order', { token, body });
const history = async (token: string) =>
  (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data;
/** The test-mode checkout of an order, then its verification, however late. */
async function pay(token: string, orderId: string) {
  const done = await t.call<MockCompletion>('POST', '/api/payments/mock/complete', {
    token,
    body: { orderId, outcome: 'success' },
  });
  return t.call<{ refunded: boolean }>('POST', '/api/payments/verify', { token, body: done.body.data });
}
const heldUses = async (id: string) =>
  (await t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]?.reservedCount;
const startAttempt = async (token: string, testId: string) =>
  (await t.call('POST', '/api/attempts', { token, body: { test: testId } })).status;

describe('an order left unpaid for 30 minutes', () => {
  it('is pending for 30 minutes, then reads as failed, counts as pending no more and gives its code use back', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const promo = await t.createPromo({ maxUses: 1 });
    const { token } = await t.signup();
    const first = (await order(token, { testId: test.id, promoCodeId: promo.id })).body.data;

    t.clock.advance(29 * MINUTE);
    const waiting = await history(token);
    expect(waiting.entries.map((p) => p.status)).toEqual(['created']);
    expect(waiting.summary.pending).toBe(1);
    expect((await order(token, { testId: test.id, promoCodeId: promo.id })).body.data.paymentId).toBe(first.paymentId);

    t.clock.advance(2 * MINUTE);
    const lapsed = await history(token);
    expect(lapsed.entries.map((p) => [p._id, p.status])).toEqual([[first.paymentId, 'failed']]);
    expect(lapsed.summary).toMatchObject({ pending: 0, successful: 0, totalSpent: 0, totalSaved: 0 });
    expect(await heldUses(promo.id)).toBe(0);
    const receipt = await t.call('GET', `/api/payments/${first.paymentId}/receipt`, { token });
    expect([receipt.status, receipt.body.message]).toEqual([404, MSG.receiptNotFound]);
  });

  it('is not handed out again: asking again opens a new order', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token } = await t.signup();
    const first = (await order(token, { testId: test.id })).body.data;
    t.clock.advance(31 * MINUTE);
    const second = (await order(token, { testId: test.id })).body.data;
    expect(second.order?.id).not.toBe(first.order?.id);
    expect((await history(token)).entries.map((p) => [p._id, p.status])).toEqual([
      [second.paymentId, 'created'],
      [first.paymentId, 'failed'],
    ]);
  });

  it('still buys the test when its payment arrives late', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token } = await t.signup();
    const created = (await order(token, { testId: test.id })).body.data;
    t.clock.advance(31 * MINUTE);
    expect((await history(token)).entries[0]?.status).toBe('failed');

    const late = await pay(token, created.order?.id as string);
    expect([late.status, late.body.data.refunded]).toEqual([200, false]);
    expect((await history(token)).entries.map((p) => [p._id, p.status])).toEqual([[created.paymentId, 'paid']]);
    expect(await startAttempt(token, test.id)).toBe(201);
    expect((await t.call('GET', `/api/payments/${created.paymentId}/receipt`, { token })).status).toBe(200);
  });

  it('gives the money back when it arrives late for a test bought meanwhile', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token, user } = await t.signup();
    const lapsing = (await order(token, { testId: test.id })).body.data;
    t.clock.advance(31 * MINUTE);
    const bought = (await order(token, { testId: test.id })).body.data;
    expect((await pay(token, bought.order?.id as string)).body.data.refunded).toBe(false);

    const late = await pay(token, lapsing.order?.id as string);
    expect([late.status, late.body.data.refunded, late.body.message]).toEqual([200, true, MSG.paymentRefunded]);
    expect((await history(token)).entries.map((p) => [p._id, p.status])).toEqual([
      [bought.paymentId, 'paid'],
      [lapsing.paymentId, 'refunded'],
    ]);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user._id))).toHaveLength(1);
  });
});
