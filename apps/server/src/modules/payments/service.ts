import {
  type CreatedOrder,
  MSG,
  type PageQuery,
  type Payment,
  type PaymentHistoryPage,
  type PurchasedTestPage,
  type Receipt,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { PaymentRow, TestRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isDeadlock, isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import type { MockTests } from '../mock-tests/service';
import type { Notifications } from '../notifications/service';
import type { PromoCodes, Quote } from '../promo-codes/service';
import type { MockProvider } from './providers/mock';
import type { PaymentProvider } from './providers/provider';
import {
  findOpenOrder,
  findPayment,
  grantPurchase,
  insertPayment,
  paymentsOfUser,
  paymentTotalsOfUser,
  purchasedTestIds,
  purchasedTestsPage,
  receiptParties,
} from './repo';
import { makeSettlement } from './settlement';

/** How many times create-order starts over when a concurrent call changed the student's open order. */
const ORDER_TRIES = 3;

const rupees = (paise: number) => paise / 100;

/** A concurrent call closed or replaced the open order this call was about to replace. */
class OpenOrderChanged extends Error {}

/** An open order is handed out again while it asks for the same amount with the same code and still holds its use. */
function sameTerms(open: PaymentRow, quote: Quote, providerName: string): boolean {
  return (
    open.providerOrderId !== null &&
    open.provider === providerName &&
    open.originalPaise === quote.originalPaise &&
    open.finalPaise === quote.finalPaise &&
    open.promoCodeId === (quote.promo?.id ?? null) &&
    (open.promoCodeId === null || open.promoReserved)
  );
}

function createdOrder(row: PaymentRow, purchased: boolean): CreatedOrder {
  return {
    paymentId: row.id,
    originalAmount: rupees(row.originalPaise),
    discountAmount: rupees(row.discountPaise),
    finalAmount: rupees(row.finalPaise),
    order: row.providerOrderId ? { id: row.providerOrderId, amount: row.finalPaise, currency: 'INR' } : null,
    provider: row.provider,
    purchased,
  };
}

/** A payment as the API sends it, with its test (null when gone) and who paid. */
export function toPaymentJson(row: PaymentRow, test: TestRow | null, user: Pick<UserRow, 'name' | 'mobile'>): Payment {
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

export type PaymentDeps = {
  db: Db;
  clock: Clock;
  mockTests: MockTests;
  promoCodes: PromoCodes;
  provider: PaymentProvider;
  mock: MockProvider | null;
  support: { email: string; phone: string };
  notifications: Notifications;
};

export function makePayments(deps: PaymentDeps) {
  const { db, clock, provider, promoCodes, notifications } = deps;

  async function owned(user: UserRow, ref: { id: string } | { orderId: string }, notFound: string) {
    const row = await findPayment(db, ref, user.id);
    if (!row) throw new HttpError(404, notFound);
    return row;
  }

  const settlement = makeSettlement(deps);
  const { close } = settlement;

  const markFailed = (payment: PaymentRow) =>
    db.transaction(async (tx) => {
      if (await close(tx, payment.id, 'failed')) await notifications.payment(tx, 'payment_failed', payment);
    });

  /** The columns every new order has: who buys what, at the price `quote` gives. */
  function newRow(user: UserRow, test: TestRow, quote: Quote) {
    const now = clock.now();
    return {
      id: newId(),
      userId: user.id,
      testId: test.id,
      originalPaise: quote.originalPaise,
      discountPaise: quote.discountPaise,
      finalPaise: quote.finalPaise,
      promoCodeId: quote.promo?.id ?? null,
      promoSnapshot: quote.promo ? { code: quote.promo.code, description: quote.promo.description } : null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Opens the order in one transaction with closing the one it replaces and holding the code's use. */
  async function replaceOpen(
    open: PaymentRow | undefined,
    quote: Quote,
    write: (tx: Db) => Promise<PaymentRow>,
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      if (open && !(await close(tx, open.id, 'cancelled'))) throw new OpenOrderChanged();
      if (quote.promo) await promoCodes.reserve(tx, quote.promo.id);
      return write(tx);
    });
  }

  /** A code that leaves nothing to pay buys the test at once, with no provider involved. */
  async function buyFree(user: UserRow, test: TestRow, quote: Quote, open: PaymentRow | undefined) {
    const row = await replaceOpen(open, quote, async (tx) => {
      const now = clock.now();
      const paid = await insertPayment(tx, {
        ...newRow(user, test, quote),
        provider: 'free',
        status: 'paid',
        paidAt: now,
      });
      if (!(await grantPurchase(tx, paid))) throw new HttpError(409, MSG.alreadyOwned);
      if (quote.promo) await promoCodes.consume(tx, quote.promo.id, true);
      await notifications.payment(tx, 'payment_paid', paid);
      return paid;
    });
    return createdOrder(row, true);
  }

  /** One try of create-order: hand out the open order, or open one (with the provider first) in its place. */
  async function placeOrder(
    user: UserRow,
    test: TestRow,
    ref: { id?: string | null; code?: string | null },
  ): Promise<CreatedOrder> {
    if ((await purchasedTestIds(db, user.id, [test.id])).size > 0) throw new HttpError(409, MSG.alreadyOwned);
    const open = await findOpenOrder(db, user.id, test.id);
    const quote = await promoCodes.quote(test, ref, open?.promoReserved ? open.promoCodeId : null);
    if (open && sameTerms(open, quote, provider.name)) return createdOrder(open, false);
    if (quote.finalPaise === 0) return buyFree(user, test, quote, open);
    const values = newRow(user, test, quote);
    let orderId: string;
    try {
      ({ orderId } = await provider.createOrder({
        amountPaise: quote.finalPaise,
        receipt: values.id,
        notes: { testId: test.id, userId: user.id },
      }));
    } catch (error) {
      throw new HttpError(502, MSG.fail.createOrder, {}, error);
    }
    const row = await replaceOpen(open, quote, (tx) =>
      insertPayment(tx, {
        ...values,
        provider: provider.name,
        providerOrderId: orderId,
        promoReserved: quote.promo !== null,
      }),
    );
    return createdOrder(row, false);
  }

  return {
    /** Test mode: the mock provider stands in for Razorpay and the browser completes its checkout. */
    mockMode: deps.mock !== null,

    config: () => ({ provider: provider.name, keyId: provider.keyId, currency: 'INR' as const }),

    /** A page of the ids of the tests the student bought, newest purchase first. */
    async purchasedTests(user: UserRow, query: PageQuery): Promise<PurchasedTestPage> {
      const { rows, nextCursor } = pageOf(await purchasedTestsPage(db, user.id, query), query);
      return { entries: rows.map((r) => r.id), nextCursor };
    },

    /**
     * Prices the order on the server (any amount the browser sends is ignored). A student has at most one open
     * order per test: asked again with the same terms it is handed out again; with other terms (another code, a
     * new price) a new order replaces it and the old one's hold on its code is given back.
     */
    async createOrder(
      user: UserRow,
      body: { testId: string; promoCodeId?: string | null; promoCode?: string | null },
    ): Promise<CreatedOrder> {
      const test = await deps.mockTests.getVisible(user, body.testId);
      deps.mockTests.assertHasQuestions(test);
      if (test.type === 'Free') throw new HttpError(400, MSG.testIsFree);
      await settlement.lapse(user.id);
      const ref = { id: body.promoCodeId, code: body.promoCode };
      for (let tries = 1; ; tries += 1) {
        try {
          return await placeOrder(user, test, ref);
        } catch (error) {
          // Lost a race with a concurrent create-order of the same student and test (or, swapping codes, of
          // another student swapping the other way): look again.
          if (!(error instanceof OpenOrderChanged || isUniqueViolation(error) || isDeadlock(error))) throw error;
          if (tries === ORDER_TRIES) throw new HttpError(409, MSG.orderInProgress);
        }
      }
    },

    /**
     * Checks the checkout's signature and records the payment: it buys the test, or (the test already owned) it is
     * refunded. A repeat returns the same without a second purchase.
     */
    async verify(user: UserRow, body: { orderId: string; paymentId: string; signature: string }) {
      const payment = await owned(user, { orderId: body.orderId }, MSG.paymentNotFound);
      if (!provider.verifyCheckout(body.orderId, body.paymentId, body.signature)) {
        throw new HttpError(400, MSG.paymentVerificationFailed);
      }
      const recorded = await settlement.record({ ...payment, providerOrderId: body.orderId }, body.paymentId);
      return { testId: payment.testId, purchased: true, refunded: recorded.status !== 'paid' };
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

    /**
     * Razorpay webhook: payment.captured / order.paid record the payment (as verify does), payment.failed fails
     * the order; repeats are harmless.
     */
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
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity?.id) {
        await settlement.record({ ...payment, providerOrderId: orderId }, entity.id);
        return { handled: true };
      }
      if (event.event === 'payment.failed') {
        await markFailed(payment);
        return { handled: true };
      }
      return { handled: false };
    },

    /** A page of the student's payments, newest first, with the totals of all of them. */
    async history(user: UserRow, query: PageQuery): Promise<PaymentHistoryPage> {
      await settlement.lapse(user.id);
      const [found, totals] = await Promise.all([paymentsOfUser(db, user.id, query), paymentTotalsOfUser(db, user.id)]);
      const { rows, nextCursor } = pageOf(
        found.map((r) => ({ ...r, id: r.payment.id })),
        query,
      );
      return {
        entries: rows.map((r) => toPaymentJson(r.payment, r.test, user)),
        nextCursor,
        total: totals.transactions,
        summary: {
          transactions: totals.transactions,
          successful: totals.successful,
          pending: totals.pending,
          totalSpent: rupees(totals.spentPaise),
          totalSaved: rupees(totals.savedPaise),
          totalRefunded: rupees(totals.refundedPaise),
        },
      };
    },

    /** Only a paid payment has a receipt: an order that failed, lapsed or was given back took no money for good. */
    async receipt(user: UserRow, id: string): Promise<Receipt> {
      const row = await owned(user, { id }, MSG.receiptNotFound);
      if (row.status !== 'paid') throw new HttpError(404, MSG.receiptNotFound);
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

    /** The upkeep job: fails every order left unpaid too long, giving back the code uses they held. */
    lapseOrders: () => settlement.lapse(),

    retryRefunds: settlement.retryRefunds,
  };
}

export type Payments = ReturnType<typeof makePayments>;
