export type OrderRequest = { amountPaise: number; receipt: string; notes: Record<string, string> };

export type RefundRequest = { paymentId: string; amountPaise: number; notes: Record<string, string> };

export type PaymentProvider = {
  name: 'razorpay' | 'mock';
  /** Razorpay's public key id for the checkout script; null for the mock. */
  keyId: string | null;
  createOrder(request: OrderRequest): Promise<{ orderId: string }>;
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  /** Gives the amount of a captured payment back to the payer. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Checks X-Razorpay-Signature over the raw body; false when webhooks are not configured. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
};
