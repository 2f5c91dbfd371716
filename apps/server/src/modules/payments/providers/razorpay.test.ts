import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreatedOrder, PaymentConfig } from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../../test/app';
import { payments, purchases } from '../../../db/schema';

type Seen = { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
const seen: Seen[] = [];
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
      res.end(JSON.stringify({ id: `order_fake${n}`, entity: 'order', amount: body.amount, currency: body.currency }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await testApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
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
});
