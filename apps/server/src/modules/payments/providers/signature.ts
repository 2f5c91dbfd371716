import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of an expected and a received hex signature. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  return received.length === expected.length && received.length > 0 && timingSafeEqual(expected, received);
}

/** Razorpay's checkout signature: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);
