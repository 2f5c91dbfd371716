import type { PaymentProvider } from './provider';
import { checkoutSignature, hmacHex, signatureMatches } from './signature';

export type RazorpayOptions = { baseUrl: string; keyId: string; keySecret: string; webhookSecret?: string };

/** Razorpay Orders API over fetch, and its checkout and webhook signatures. */
export function makeRazorpay(options: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const response = await fetch(new URL('/v1/orders', options.baseUrl), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: string;
        error?: { description?: string };
      } | null;
      if (!response.ok || !body?.id) {
        throw new Error(`Razorpay order failed: ${response.status} ${body?.error?.description ?? ''}`.trim());
      }
      return { orderId: body.id };
    },
    verifyCheckout: (orderId, paymentId, signature) =>
      signatureMatches(checkoutSignature(options.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) =>
      options.webhookSecret !== undefined && signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),
  };
}
