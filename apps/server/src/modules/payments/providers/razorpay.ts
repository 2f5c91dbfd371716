import type { PaymentProvider } from './provider';
import { checkoutSignature, hmacHex, signatureMatches } from './signature';

export type RazorpayOptions = { baseUrl: string; keyId: string; keySecret: string; webhookSecret?: string };

/** Razorpay's Orders and Refunds APIs over fetch, and its checkout and webhook signatures. */
export function makeRazorpay(options: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  /** POSTs JSON with basic auth; the created entity's id, or an error naming what failed. */
  async function post(path: string, payload: Record<string, unknown>, what: string): Promise<{ id: string }> {
    const response = await fetch(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as {
      id?: string;
      error?: { description?: string };
    } | null;
    if (!response.ok || !body?.id) {
      throw new Error(`Razorpay ${what} failed: ${response.status} ${body?.error?.description ?? ''}`.trim());
    }
    return { id: body.id };
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const body = await post('/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes }, 'order');
      return { orderId: body.id };
    },
    async refund({ paymentId, amountPaise, notes }) {
      const body = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, notes },
        'refund',
      );
      return { refundId: body.id };
    },
    verifyCheckout: (orderId, paymentId, signature) =>
      signatureMatches(checkoutSignature(options.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) =>
      options.webhookSecret !== undefined && signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),
  };
}
