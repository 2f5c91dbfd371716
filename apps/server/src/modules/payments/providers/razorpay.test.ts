import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatedOrder, PaymentConfig, PaymentHistoryPage } from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../../test/app';
import { payments, purchases } from '../../../db/schema';

type Seen = { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
const seen: Seen[] = [];
/** While true, the fake refuses refunds as Razorpay does when it is down. */
let refundsFail = false;
let server: Server;
let t: Awaited<ReturnType<typeof testApp>>;
const KEY_ID = 'rzp_test_abc';
const KEY_SECRET = 'razorpay-key-secret';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

beforeAll(async () => {
  let n = 0;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      n += 1;
      const refunding = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (refunding && refundsFail) {
        res.statusCode = 502;
        res.end(JSON.stringify({ error: { description: 'Gateway down' } }));
      } else if (refunding) {
        res.end(
          JSON.stringify({ id: `rfnd_fake${n}`, entity: 'refund', amount: body.amount, payment_id: refunding[1] }),
        );
      } else {
        res.end(
          JSON.stringify({ id: `order_fake${n}`, entity: 'order', amount: body.amount, currency: body.currency }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await testApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    MAINTENANCE_SECONDS: '1',
  });
});
afterAll(async () => {
  await t.close();
  server.close();
});

async function webhook(event: string, orderId: string, paymentId: string, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify({
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    payload: body,
  });
  return response.statusCode;
}

const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
const refundsOf = (paymentId: string) => seen.filter((r) => r.url === `/v1/payments/${paymentId}/refund`);
const rowOf = async (paymentId: string) =>
  (await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId)))[0];

async function createOrder(token: string, body: Record<string, unknown>) {
  const created = await t.call<CreatedOrder>('POST', '/api/payments/create-order', { token, body });
  return created.body.data.order?.id as string;
}

describe('Razorpay provider (fake server on 127.0.0.1)', () => {
  it('publishes the key id and hides the test-mode route', async () => {
    const { token } = await t.signup();
    const config = await t.call<PaymentConfig>('GET', '/api/payments/config');
    expect(config.body.data).toEqual({ provider: 'razorpay', keyId: KEY_ID, currency: 'INR' });
    expect(
      (await t.call('POST', '/api/payments/mock/complete', { token, body: { orderId: 'x', outcome: 'success' } }))
        .status,
    ).toBe(404);
  });

  it('creates the order in paise with basic auth, and accepts the checkout signature', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 14900 });
    const { token, user } = await t.signup();
    const created = await t.call<CreatedOrder>('POST', '/api/payments/create-order', {
      token,
      body: { testId: test.id },
    });
    expect(created.status).toBe(200);
    const request = seen.at(-1);
    expect(request?.url).toBe('/v1/orders');
    expect(request?.headers.authorization).toBe(basicAuth);
    expect(request?.body).toMatchObject({
      amount: 14900,
      currency: 'INR',
      notes: { testId: test.id, userId: user._id },
    });
    const orderId = created.body.data.order?.id as string;
    expect(created.body.data.order).toEqual({ id: orderId, amount: 14900, currency: 'INR' });

    const signature = createHmac('sha256', KEY_SECRET).update(`${orderId}|pay_123`).digest('hex');
    const verified = await t.call('POST', '/api/payments/verify', {
      token,
      body: { orderId, paymentId: 'pay_123', signature },
    });
    expect(verified.status).toBe(200);
  });

  it('a webhook delivered twice marks the payment paid exactly once; a bad signature changes nothing', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token, user } = await t.signup();
    const created = await t.call<CreatedOrder>('POST', '/api/payments/create-order', {
      token,
      body: { testId: test.id },
    });
    const orderId = created.body.data.order?.id as string;

    expect(await webhook('payment.captured', orderId, 'pay_forged', 'wrong-secret')).toBe(400);
    const [pending] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(pending?.status).toBe('created');

    expect(await webhook('payment.captured', orderId, 'pay_777')).toBe(200);
    expect(await webhook('payment.captured', orderId, 'pay_777')).toBe(200);
    expect(await webhook('order.paid', orderId, 'pay_777')).toBe(200);
    const [paid] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: 'pay_777' });
    const owned = await t.db.select().from(purchases).where(eq(purchases.userId, user._id));
    expect(owned).toHaveLength(1);
    expect(await webhook('payment.failed', orderId, 'pay_777')).toBe(200);
    const [still] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(still?.status).toBe('paid');
  });

  it('a webhook paying a test the student owns is recorded as duplicate and refunded through Razorpay', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token, user } = await t.signup();
    const orderId = await createOrder(token, { testId: test.id });
    expect(await webhook('payment.captured', orderId, 'pay_first')).toBe(200);
    expect(refundsOf('pay_first')).toHaveLength(0);

    expect(await webhook('payment.captured', orderId, 'pay_second')).toBe(200);
    expect(await webhook('payment.captured', orderId, 'pay_second')).toBe(200);
    const refunds = refundsOf('pay_second');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.headers.authorization).toBe(basicAuth);
    expect(refunds[0]?.body).toMatchObject({ amount: 9900 });
    expect(await rowOf('pay_second')).toMatchObject({
      status: 'refunded',
      providerOrderId: orderId,
      providerRefundId: expect.stringMatching(/^rfnd_fake/),
    });
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user._id))).toHaveLength(1);
    const history = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
    expect(history.map((p) => [p.paymentId, p.status])).toEqual(
      expect.arrayContaining([
        ['pay_first', 'paid'],
        ['pay_second', 'refunded'],
      ]),
    );
  });

  it('refunds a replaced order paid after the test was bought with its own amount', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const promo = await t.createPromo({ discountType: 'fixed', discountValue: 20 });
    const { token } = await t.signup();
    const replaced = await createOrder(token, { testId: test.id });
    const current = await createOrder(token, { testId: test.id, promoCodeId: promo.id });
    expect(await webhook('order.paid', current, 'pay_current')).toBe(200);
    expect(await webhook('payment.captured', replaced, 'pay_replaced')).toBe(200);
    expect(refundsOf('pay_replaced').map((r) => r.body.amount)).toEqual([9900]);
    expect(await rowOf('pay_current')).toMatchObject({ status: 'paid', finalPaise: 7900 });
    expect(await rowOf('pay_replaced')).toMatchObject({ status: 'refunded', finalPaise: 9900 });
  });

  it('a refund Razorpay refuses stays pending and the upkeep job gives the money back later', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 4900 });
    const { token } = await t.signup();
    const orderId = await createOrder(token, { testId: test.id });
    expect(await webhook('payment.captured', orderId, 'pay_kept')).toBe(200);
    refundsFail = true;
    try {
      expect(await webhook('payment.captured', orderId, 'pay_twice')).toBe(200);
      expect(await rowOf('pay_twice')).toMatchObject({ status: 'duplicate', refundedAt: null });
      const history = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
      expect(history.find((p) => p.paymentId === 'pay_twice')?.status).toBe('duplicate');
    } finally {
      refundsFail = false;
    }
    t.clock.advance(2 * 60_000);
    await vi.waitFor(async () => expect(await rowOf('pay_twice')).toMatchObject({ status: 'refunded' }), {
      timeout: 5000,
    });
    expect(refundsOf('pay_twice').at(-1)?.body).toMatchObject({ amount: 4900 });
    expect(refundsOf('pay_kept')).toHaveLength(0);
  });
  it('a payment Razorpay confirms after its order lapsed still buys the test', async () => {
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
    const { token, user } = await t.signup();
    const orderId = await createOrder(token, { testId: test.id });
    t.clock.advance(31 * 60_000);
    const lapsed = (await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).body.data.entries;
    expect(lapsed.map((p) => p.status)).toEqual(['failed']);

    expect(await webhook('payment.captured', orderId, 'pay_late')).toBe(200);
    expect(await rowOf('pay_late')).toMatchObject({ status: 'paid', providerOrderId: orderId });
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user._id))).toHaveLength(1);
    expect(refundsOf('pay_late')).toHaveLength(0);
  });
});
