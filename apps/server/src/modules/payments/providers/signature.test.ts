import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeMockProvider } from './mock';
import { makeRazorpay } from './razorpay';

const razorpay = makeRazorpay({
  baseUrl: 'http://127.0.0.1:9',
  keyId: 'rzp_test_key',
  keySecret: 'key-secret',
  webhookSecret: 'hook-secret',
});
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

describe('checkout signature', () => {
  const good = sign('key-secret', 'order_1|pay_1');
  it('accepts HMAC-SHA256(order_id|payment_id, key secret)', () => {
    expect(razorpay.verifyCheckout('order_1', 'pay_1', good)).toBe(true);
  });
  it('refuses a tampered order id, a tampered payment id, a wrong secret and junk', () => {
    expect(razorpay.verifyCheckout('order_2', 'pay_1', good)).toBe(false);
    expect(razorpay.verifyCheckout('order_1', 'pay_2', good)).toBe(false);
    expect(razorpay.verifyCheckout('order_1', 'pay_1', sign('other-secret', 'order_1|pay_1'))).toBe(false);
    expect(razorpay.verifyCheckout('order_1', 'pay_1', 'not-hex')).toBe(false);
    expect(razorpay.verifyCheckout('order_1', 'pay_1', '')).toBe(false);
  });
  it('the mock signs the same way with its own secret', () => {
    const mock = makeMockProvider('mock-secret');
    const done = mock.complete('order_x');
    expect(mock.verifyCheckout('order_x', done.paymentId, done.signature)).toBe(true);
    expect(mock.verifyCheckout('order_y', done.paymentId, done.signature)).toBe(false);
    expect(razorpay.verifyCheckout('order_x', done.paymentId, done.signature)).toBe(false);
  });
});

describe('webhook signature', () => {
  const body = Buffer.from('{"event":"payment.captured","payload":{}}');
  it('is checked over the raw body with the webhook secret', () => {
    expect(razorpay.verifyWebhook(body, sign('hook-secret', body.toString()))).toBe(true);
    expect(razorpay.verifyWebhook(Buffer.from(`${body.toString()} `), sign('hook-secret', body.toString()))).toBe(
      false,
    );
    expect(razorpay.verifyWebhook(body, sign('key-secret', body.toString()))).toBe(false);
  });
  it('is refused when no webhook secret is configured', () => {
    const bare = makeRazorpay({ baseUrl: 'http://127.0.0.1:9', keyId: 'k', keySecret: 's' });
    expect(bare.verifyWebhook(body, sign('hook-secret', body.toString()))).toBe(false);
  });
});
