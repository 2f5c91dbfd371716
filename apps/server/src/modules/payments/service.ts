import { type CreatedOrder, MSG, type Payment, type Receipt } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { PaymentRow, TestRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { MockTests } from '../mock-tests/service';
import type { PromoCodes } from '../promo-codes/service';
import type { MockProvider } from './providers/mock';
import type { PaymentProvider } from './providers/provider';
import {
  allPayments,
  allPurchasedTestIds,
  clearPromoHold,
  findPayment,
  heldBefore,
  insertPayment,
  insertPurchase,
  markPaymentFailed,
  markPaymentPaid,
  paymentsOfUser,
  purchasedTestIds,
  receiptParties,
  setProviderOrderId,
} from './repo';

/** How long an unpaid order holds a promo code's use. */
const RESERVATION_MINUTES = 30;

const rupees = (paise: number) => paise / 100;

export type PaymentDeps = {
  db: Db;
  clock: Clock;
  mockTests: MockTests;
  promoCodes: PromoCodes;
  provider: PaymentProvider;
  mock: MockProvider | null;
  support: { email: string; phone: string };
};

export function makePayments(deps: PaymentDeps) {
  const { db, clock, provider, promoCodes } = deps;

  async function owned(user: UserRow, ref: { id: string } | { orderId: string }, notFound: string) {
    const row = await findPayment(db, ref, user.id);
    if (!row) throw new HttpError(404, notFound);
    return row;
  }

  /** Paid exactly once: the status change is conditional, and the purchase and the code's use ride with it. */
  async function markPaid(payment: PaymentRow, providerPaymentId: string | null): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const paid = await markPaymentPaid(tx, payment.id, providerPaymentId, now);
      if (!paid) return;
      await insertPurchase(tx, paid);
      if (paid.promoCodeId) await promoCodes.consume(tx, paid.promoCodeId, payment.promoReserved);
    });
  }

  /** Frees the code's use an unpaid order held; conditional, so a use is released once. */
  async function releaseHold(paymentId: string, status?: 'failed'): Promise<void> {
    await db.transaction(async (tx) => {
      const released = await clearPromoHold(tx, paymentId, clock.now(), status);
      if (released?.promoCodeId) await promoCodes.release(tx, released.promoCodeId);
    });
  }

  async function markFailed(payment: PaymentRow): Promise<void> {
    await releaseHold(payment.id, 'failed');
    await markPaymentFailed(db, payment.id, clock.now());
  }

  function toPaymentJson(row: PaymentRow, test: TestRow | null, user: Pick<UserRow, 'name' | 'mobile'>): Payment {
    return {
      _id: row.id,
      test:
        test && !test.deletedAt
          ? { _id: test.id, title: test.title, subject: test.subject, examType: test.examType }
          : null,
      testId: row.testId,
      user: { name: user.name, mobile: user.mobile },
      promoCode: row.promoSnapshot,
      amount: rupees(row.finalPaise),
      originalAmount: rupees(row.originalPaise),
      discountAmount: rupees(row.discountPaise),
      status: row.status,
      provider: row.provider,
      orderId: row.providerOrderId,
      paymentId: row.providerPaymentId,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  return {
    /** Test mode: the mock provider stands in for Razorpay and the browser completes its checkout. */
    mockMode: deps.mock !== null,

    config: () => ({ provider: provider.name, keyId: provider.keyId, currency: 'INR' as const }),

    purchasedTests: (user: UserRow): Promise<string[]> => allPurchasedTestIds(db, user.id),

    /** Prices the order on the server (any amount the browser sends is ignored) and opens it with the provider. */
    async createOrder(
      user: UserRow,
      body: { testId: string; promoCodeId?: string | null; promoCode?: string | null },
    ): Promise<CreatedOrder> {
      const test = await deps.mockTests.getVisible(user, body.testId);
      deps.mockTests.assertHasQuestions(test);
      if (test.type === 'Free') throw new HttpError(400, MSG.testIsFree);
      if ((await purchasedTestIds(db, user.id, [test.id])).size > 0) throw new HttpError(409, MSG.alreadyOwned);
      const quote = await promoCodes.quote(test, { id: body.promoCodeId, code: body.promoCode });
      const free = quote.finalPaise === 0;
      const now = clock.now();
      const payment = await db.transaction(async (tx) => {
        if (quote.promo) await promoCodes.reserve(tx, quote.promo.id);
        return insertPayment(tx, {
          id: newId(),
          userId: user.id,
          testId: test.id,
          provider: free ? 'free' : provider.name,
          originalPaise: quote.originalPaise,
          discountPaise: quote.discountPaise,
          finalPaise: quote.finalPaise,
          promoCodeId: quote.promo?.id ?? null,
          promoSnapshot: quote.promo ? { code: quote.promo.code, description: quote.promo.description } : null,
          promoReserved: quote.promo !== null,
          createdAt: now,
          updatedAt: now,
        });
      });
      const amounts = {
        paymentId: payment.id,
        originalAmount: rupees(quote.originalPaise),
        discountAmount: rupees(quote.discountPaise),
        finalAmount: rupees(quote.finalPaise),
      };
      if (free) {
        await markPaid(payment, null);
        return { ...amounts, order: null, provider: 'free', purchased: true };
      }
      let orderId: string;
      try {
        ({ orderId } = await provider.createOrder({
          amountPaise: quote.finalPaise,
          receipt: payment.id,
          notes: { testId: test.id, userId: user.id },
        }));
      } catch (error) {
        await markFailed(payment);
        throw new HttpError(502, MSG.fail.createOrder, {}, error);
      }
      await setProviderOrderId(db, payment.id, orderId);
      return {
        ...amounts,
        order: { id: orderId, amount: quote.finalPaise, currency: 'INR' },
        provider: provider.name,
        purchased: false,
      };
    },

    /** Checks the checkout's signature and completes the purchase; a repeat returns success without a second purchase. */
    async verify(user: UserRow, body: { orderId: string; paymentId: string; signature: string }) {
      const payment = await owned(user, { orderId: body.orderId }, MSG.paymentNotFound);
      if (!provider.verifyCheckout(body.orderId, body.paymentId, body.signature)) {
        throw new HttpError(400, MSG.paymentVerificationFailed);
      }
      await markPaid(payment, body.paymentId);
      return { testId: payment.testId, purchased: true };
    },

    /** Test mode only: what the checkout would return, or a failed payment. */
    async completeMock(user: UserRow, body: { orderId: string; outcome: 'success' | 'failure' }) {
      if (!deps.mock) throw new HttpError(404, MSG.notFound);
      const payment = await owned(user, { orderId: body.orderId }, MSG.paymentNotFound);
      if (body.outcome === 'failure') {
        await markFailed(payment);
        throw new HttpError(400, MSG.mockPaymentFailed);
      }
      return deps.mock.complete(body.orderId);
    },

    /** Razorpay webhook: payment.captured / order.paid complete the order, payment.failed fails it; repeats are harmless. */
    async webhook(rawBody: Buffer, signature: string) {
      if (!provider.verifyWebhook(rawBody, signature)) throw new HttpError(400, MSG.webhookSignatureInvalid);
      const event = JSON.parse(rawBody.toString('utf8')) as {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string } }; order?: { entity?: { id?: string } } };
      };
      const entity = event.payload?.payment?.entity;
      const orderId = entity?.order_id ?? event.payload?.order?.entity?.id;
      if (!orderId) return { handled: false };
      const payment = await findPayment(db, { orderId });
      if (!payment) return { handled: false };
      if (event.event === 'payment.captured' || event.event === 'order.paid') {
        await markPaid(payment, entity?.id ?? payment.providerPaymentId);
        return { handled: true };
      }
      if (event.event === 'payment.failed') {
        await markFailed(payment);
        return { handled: true };
      }
      return { handled: false };
    },

    async history(user: UserRow): Promise<Payment[]> {
      const rows = await paymentsOfUser(db, user.id);
      return rows.map((r) => toPaymentJson(r.payment, r.test, user));
    },

    /** Every payment, newest first, for the Admin Panel. */
    async all(): Promise<Payment[]> {
      const rows = await allPayments(db);
      return rows.map((r) => toPaymentJson(r.payment, r.test, r.user));
    },

    async receipt(user: UserRow, id: string): Promise<Receipt> {
      const row = await owned(user, { id }, MSG.receiptNotFound);
      const { test, owner } = await receiptParties(db, row.testId, row.userId);
      return {
        receiptNumber: `RCPT-${row.id.replaceAll('-', '').slice(-10).toUpperCase()}`,
        status: row.status,
        paymentDate: (row.paidAt ?? row.createdAt).toISOString(),
        user: { name: owner?.name ?? user.name, email: owner?.email ?? null, mobile: owner?.mobile ?? null },
        test: test && !test.deletedAt ? { title: test.title, subject: test.subject, examType: test.examType } : null,
        payment: {
          originalAmount: rupees(row.originalPaise),
          discountAmount: rupees(row.discountPaise),
          finalAmount: rupees(row.finalPaise),
        },
        promoCode: row.promoSnapshot,
        orderId: row.providerOrderId,
        paymentId: row.providerPaymentId,
        support: deps.support,
      };
    },

    /** Gives back the code uses held by orders left unpaid for too long. */
    async releaseLapsedHolds(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - RESERVATION_MINUTES * 60_000);
      const lapsed = await heldBefore(db, cutoff, 500);
      for (const id of lapsed) await releaseHold(id);
      return lapsed.length;
    },
  };
}

export type Payments = ReturnType<typeof makePayments>;
