import { z } from 'zod';
import { Id, INPUT_LIMITS, text } from './common';
import { Page } from './paging';

/**
 * created: an open order (Pending); paid: the payment that bought the test; failed: the payment failed, or the
 * order lapsed unpaid after 30 minutes (a payment that still arrives for it is recorded, buying the test);
 * cancelled: the order was replaced by a newer one before it was paid; duplicate: money arrived for a test
 * the student already owned and is being given back; refunded: that money was given back.
 */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'cancelled', 'duplicate', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const PromoCodeText = text(INPUT_LIMITS.code)
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().min(1, 'Please enter a promo code').max(40));

export const ValidatePromoBody = z.object({ code: PromoCodeText, testId: Id });
export type ValidatePromoBody = z.input<typeof ValidatePromoBody>;

/** SPEC 3 "Promo validation result"; amounts in rupees. */
export const PromoValidation = z
  .object({
    promoCode: z.object({
      id: z.string(),
      code: z.string(),
      description: z.string(),
      discountType: z.enum(['percentage', 'fixed']),
      discountValue: z.number(),
    }),
    originalAmount: z.number(),
    finalAmount: z.number(),
    savings: z.number(),
  })
  .meta({ id: 'PromoValidation' });
export type PromoValidation = z.infer<typeof PromoValidation>;

export const CreateOrderBody = z.object({
  testId: Id,
  /** Ignored: the server prices every order itself. */
  amount: z.number().min(0).max(INPUT_LIMITS.amount).optional(),
  promoCodeId: Id.optional().nullable(),
  promoCode: PromoCodeText.optional().nullable(),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

/** The order to pay (amount in paise, as the checkout wants it), or null when a promo made it free. */
export const CreatedOrder = z
  .object({
    order: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }).nullable(),
    paymentId: z.string(),
    provider: z.enum(['razorpay', 'mock', 'free']),
    originalAmount: z.number(),
    discountAmount: z.number(),
    finalAmount: z.number(),
    /** True when nothing was left to pay and the test is already the student's. */
    purchased: z.boolean(),
  })
  .meta({ id: 'CreatedOrder' });
export type CreatedOrder = z.infer<typeof CreatedOrder>;

export const VerifyPaymentBody = z.object({
  orderId: text(INPUT_LIMITS.label).min(1, 'Please create an order first'),
  paymentId: text(INPUT_LIMITS.label).min(1),
  signature: text(INPUT_LIMITS.label).min(1),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;

export const MockCompleteBody = z.object({
  orderId: text(INPUT_LIMITS.label).min(1),
  outcome: z.enum(['success', 'failure']),
});
export type MockCompleteBody = z.infer<typeof MockCompleteBody>;

export const MockCompletion = z
  .object({ orderId: z.string(), paymentId: z.string(), signature: z.string() })
  .meta({ id: 'MockCompletion' });
export type MockCompletion = z.infer<typeof MockCompletion>;

/** Public checkout settings: which provider runs, and Razorpay's key id when it is Razorpay. */
export const PaymentConfig = z
  .object({
    provider: z.enum(['razorpay', 'mock']),
    keyId: z.string().nullable(),
    currency: z.literal('INR'),
  })
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof PaymentConfig>;

const PaymentTest = z.object({ _id: z.string(), title: z.string(), subject: z.string(), examType: z.string() });

/** One transaction of Payment History; amounts in rupees. `test` is null when the test was deleted. */
export const Payment = z
  .object({
    _id: z.string(),
    test: PaymentTest.nullable(),
    testId: z.string(),
    user: z.object({ name: z.string(), mobile: z.string().nullable() }),
    promoCode: z.object({ code: z.string(), description: z.string() }).nullable(),
    amount: z.number(),
    originalAmount: z.number(),
    discountAmount: z.number(),
    status: PaymentStatus,
    provider: z.enum(['razorpay', 'mock', 'free']),
    orderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof Payment>;

/** SPEC 2.12 totals over every payment of the student (not only the page); rupees. */
export const PaymentSummary = z
  .object({
    transactions: z.number().int(),
    successful: z.number().int(),
    pending: z.number().int(),
    /** Actually paid: status paid only. */
    totalSpent: z.number(),
    /** Saved by promo codes: status paid only. */
    totalSaved: z.number(),
    /** Given back: payments for a test already owned, once refunded. */
    totalRefunded: z.number(),
  })
  .meta({ id: 'PaymentSummary' });
export type PaymentSummary = z.infer<typeof PaymentSummary>;

/** A page of the student's payments, newest first, with the totals of all of them. */
export const PaymentHistoryPage = Page(Payment).extend({ summary: PaymentSummary }).meta({ id: 'PaymentHistoryPage' });
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPage>;

/** Ids of the tests the student bought, newest purchase first; `cursor` is the last test id of the page before. */
export const PurchasedTestPage = Page(z.string()).meta({ id: 'PurchasedTestPage' });
export type PurchasedTestPage = z.infer<typeof PurchasedTestPage>;

export const Receipt = z
  .object({
    receiptNumber: z.string(),
    status: PaymentStatus,
    paymentDate: z.string(),
    user: z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
    test: PaymentTest.omit({ _id: true }).nullable(),
    payment: z.object({ originalAmount: z.number(), discountAmount: z.number(), finalAmount: z.number() }),
    promoCode: z.object({ code: z.string(), description: z.string() }).nullable(),
    orderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    support: z.object({ email: z.string(), phone: z.string() }),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof Receipt>;

/** refunded: the test was already owned, so the money is being given back. */
export const PaymentVerified = z
  .object({ testId: z.string(), purchased: z.literal(true), refunded: z.boolean() })
  .meta({ id: 'PaymentVerified' });
export type PaymentVerified = z.infer<typeof PaymentVerified>;

/** handled: the event named a known order and changed it (or found it already changed). */
export const WebhookResult = z.object({ handled: z.boolean() }).meta({ id: 'WebhookResult' });
