import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { checkoutSignature, signatureMatches } from './signature';

export type MockProvider = PaymentProvider & {
  /** What a successful checkout would hand the browser: a payment id and its signature. */
  complete(orderId: string): { orderId: string; paymentId: string; signature: string };
};

/** Local stand-in for Razorpay: the same order and signature flow, signed with a local secret. */
export function makeMockProvider(secret: string): MockProvider {
  const id = (prefix: string) => `${prefix}_mock${randomBytes(9).toString('base64url')}`;
  return {
    name: 'mock',
    keyId: null,
    async createOrder() {
      return { orderId: id('order') };
    },
    verifyCheckout: (orderId, paymentId, signature) =>
      signatureMatches(checkoutSignature(secret, orderId, paymentId), signature),
    verifyWebhook: () => false,
    async refund() {
      return { refundId: id('rfnd') };
    },
    complete(orderId) {
      const paymentId = id('pay');
      return { orderId, paymentId, signature: checkoutSignature(secret, orderId, paymentId) };
    },
  };
}
