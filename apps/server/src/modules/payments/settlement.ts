import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Notifications } from '../notifications/service';
import type { PromoCodes } from '../promo-codes/service';
import type { PaymentProvider } from './providers/provider';
import {
  claimOrder,
  clearPromoHold,
  closeOrder,
  findByProviderPayment,
  findOpenOrder,
  grantPurchase,
  insertFurtherPayment,
  markRefunded,
  openOrdersBefore,
  refundsDueBefore,
  settlePayment,
  takeRefund,
} from './repo';

/** How long a duplicate payment whose refund failed waits before the upkeep job tries again. */
const REFUND_RETRY_MINUTES = 1;

/** How long an order waits for its payment; then it lapses (failed) and the code's use it held is given back. */
export const ORDER_LAPSE_MINUTES = 30;

/**
 * Every change of a payment's status: an order closes (failed, lapsed or cancelled), money that arrived goes into
 * the purchase (paid) or back to the payer (duplicate, then refunded).
 */
export function makeSettlement(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  promoCodes: PromoCodes;
  notifications: Notifications;
}) {
  const { db, clock, provider, promoCodes, notifications } = deps;

  /** Closes an open order and gives back the code's use it held; false when it was no longer open. */
  async function close(tx: Db, paymentId: string, status: 'failed' | 'cancelled'): Promise<boolean> {
    const released = await clearPromoHold(tx, paymentId, clock.now(), status);
    if (released?.promoCodeId) await promoCodes.release(tx, released.promoCodeId);
    return released !== undefined || (await closeOrder(tx, paymentId, status, clock.now()));
  }

  async function refund(row: PaymentRow): Promise<PaymentRow> {
    const { refundId } = await provider.refund({
      paymentId: row.providerPaymentId as string,
      amountPaise: row.finalPaise,
      notes: { paymentId: row.id, reason: 'duplicate payment' },
    });
    const refunded = await db.transaction(async (tx) => {
      const marked = await markRefunded(tx, row.id, refundId, clock.now());
      if (marked) await notifications.payment(tx, 'payment_refunded', marked);
      return marked;
    });
    return refunded ?? row;
  }

  return {
    close,

    /**
     * Fails the orders left unpaid for ORDER_LAPSE_MINUTES: the student's (before their payments are read or a new
     * order is placed), or everyone's (the upkeep job). A payment that still arrives for one is recorded as usual.
     */
    async lapse(userId?: string): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - ORDER_LAPSE_MINUTES * 60_000);
      const lapsed = await openOrdersBefore(db, cutoff, { userId, limit: 500 });
      for (const id of lapsed) await db.transaction((tx) => close(tx, id, 'failed'));
      return lapsed.length;
    },

    /**
     * Records a payment of `order`. The first payment of a test the student does not own yet buys it; any other
     * (a second payment of the same order, or a payment of a replaced order once the test is owned) is a
     * duplicate and is refunded. A payment already recorded changes nothing. Returns the payment's row.
     */
    async record(order: PaymentRow & { providerOrderId: string }, providerPaymentId: string): Promise<PaymentRow> {
      const now = clock.now();
      const settled = await db.transaction(async (tx) => {
        const row =
          (await claimOrder(tx, order.providerOrderId, providerPaymentId, now)) ??
          (await insertFurtherPayment(tx, order, providerPaymentId, now));
        if (!row) return undefined;
        const bought = await grantPurchase(tx, row);
        if (row.promoCodeId && bought) await promoCodes.consume(tx, row.promoCodeId, row.promoReserved);
        if (row.promoCodeId && !bought && row.promoReserved) await promoCodes.release(tx, row.promoCodeId);
        const settledRow = await settlePayment(tx, row.id, bought ? 'paid' : 'duplicate', now);
        if (bought) await notifications.payment(tx, 'payment_paid', settledRow);
        return settledRow;
      });
      if (!settled) return (await findByProviderPayment(db, providerPaymentId)) as PaymentRow;
      if (settled.status === 'paid') {
        // An order of the same test opened meanwhile (a replacement) is no longer needed: free its hold now.
        const leftover = await findOpenOrder(db, settled.userId, settled.testId);
        if (leftover) await db.transaction((tx) => close(tx, leftover.id, 'cancelled'));
        return settled;
      }
      // A refund the provider refuses now stays `duplicate`; retryRefunds tries it again and logs the failure.
      return refund(settled).catch(() => settled);
    },

    /** Tries again the refunds the provider refused; throws (for the upkeep log) when some still fail. */
    async retryRefunds(): Promise<number> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - REFUND_RETRY_MINUTES * 60_000);
      const failures: unknown[] = [];
      let refunded = 0;
      for (const id of await refundsDueBefore(db, provider.name, cutoff, 100)) {
        const row = await takeRefund(db, id, cutoff, now);
        if (!row) continue;
        try {
          await refund(row);
          refunded += 1;
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} refunds failed`);
      return refunded;
    },
  };
}

export type Settlement = ReturnType<typeof makeSettlement>;
