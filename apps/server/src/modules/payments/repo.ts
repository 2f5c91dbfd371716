import type { PageQuery, PaymentStatus } from '@mockprep/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keyset } from '../../db/paging';
import { type PaymentRow, payments, purchases, tests, users } from '../../db/schema';
import { newId } from '../../lib/ids';

/** The tests among `testIds` that the student has bought. */
export async function purchasedTestIds(db: Db, userId: string, testIds: string[]): Promise<Set<string>> {
  if (testIds.length === 0) return new Set();
  const rows = await db
    .select({ testId: purchases.testId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.testId, testIds)));
  return new Set(rows.map((r) => r.testId));
}

/**
 * One page of the tests the student bought, newest purchase first, with one row more (see lib/paging's pageOf);
 * the page starts after the purchase of the `cursor` test.
 */
export async function purchasedTestsPage(db: Db, userId: string, query: PageQuery): Promise<{ id: string }[]> {
  const before = alias(purchases, 'before');
  const after = query.cursor
    ? lt(
        purchases.id,
        db
          .select({ id: before.id })
          .from(before)
          .where(and(eq(before.userId, userId), eq(before.testId, query.cursor))),
      )
    : undefined;
  return db
    .select({ id: purchases.testId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), after))
    .orderBy(desc(purchases.id))
    .limit(query.limit + 1);
}

/**
 * A payment by its id or its provider order id (the order's own row, the first of the order), optionally only
 * when `userId` made it.
 */
export async function findPayment(
  db: Db,
  ref: { id: string } | { orderId: string },
  userId?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        'id' in ref ? eq(payments.id, ref.id) : eq(payments.providerOrderId, ref.orderId),
        userId ? eq(payments.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(1);
  return row;
}

/** The student's open (unpaid) order for the test, if any: there is at most one. */
export async function findOpenOrder(db: Db, userId: string, testId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.testId, testId), eq(payments.status, 'created')))
    .limit(1);
  return row;
}

export async function findByProviderPayment(db: Db, providerPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
  return row;
}

export async function insertPayment(tx: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row as PaymentRow;
}

/**
 * Records the payment on the order's own row while that row has no payment yet (open, failed or replaced);
 * returns it only when this call did. The row's lock orders concurrent payments of one order.
 */
export async function claimOrder(
  tx: Db,
  orderId: string,
  providerPaymentId: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ providerPaymentId, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.providerOrderId, orderId),
        isNull(payments.providerPaymentId),
        inArray(payments.status, ['created', 'failed', 'cancelled']),
      ),
    )
    .returning();
  return row;
}

/** A further payment of an order that already has one: a row of its own; undefined when it is already recorded. */
export async function insertFurtherPayment(
  tx: Db,
  order: PaymentRow,
  providerPaymentId: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .insert(payments)
    .values({
      ...order,
      id: newId(),
      status: 'duplicate',
      providerPaymentId,
      promoReserved: false,
      paidAt: now,
      providerRefundId: null,
      refundedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Gives the student the test for this payment; false when they already own it. */
export async function grantPurchase(tx: Db, payment: PaymentRow): Promise<boolean> {
  const granted = await tx
    .insert(purchases)
    .values({ id: newId(), userId: payment.userId, testId: payment.testId, paymentId: payment.id })
    .onConflictDoNothing()
    .returning({ id: purchases.id });
  return granted.length > 0;
}

/** Sets where the money of a claimed payment went: the purchase (paid) or back to the payer (duplicate). */
export async function settlePayment(
  tx: Db,
  paymentId: string,
  status: 'paid' | 'duplicate',
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ status, promoReserved: false, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return row as PaymentRow;
}

export async function markRefunded(
  db: Db,
  paymentId: string,
  providerRefundId: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', providerRefundId, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'duplicate')))
    .returning();
  return row;
}

/** Ids of `provider`'s duplicate payments last touched before `cutoff`, whose refund has not gone through yet. */
export async function refundsDueBefore(
  db: Db,
  provider: PaymentRow['provider'],
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'duplicate'), eq(payments.provider, provider), lt(payments.updatedAt, cutoff)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes the refund of a due duplicate payment for the next minutes (touching it), so that of several server
 * processes only one asks the provider; undefined when another took it or it was refunded.
 */
export async function takeRefund(db: Db, paymentId: string, cutoff: Date, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'duplicate'), lt(payments.updatedAt, cutoff)))
    .returning();
  return row;
}

type Closed = Extract<PaymentStatus, 'failed' | 'cancelled'>;

/** Clears the promo hold of an open order that still has one and closes it as `status`; returns it when it did. */
export async function clearPromoHold(
  tx: Db,
  paymentId: string,
  now: Date,
  status: Closed,
): Promise<PaymentRow | undefined> {
  const [released] = await tx
    .update(payments)
    .set({ promoReserved: false, status, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.promoReserved, true), eq(payments.status, 'created')))
    .returning();
  return released;
}

/** Closes an open order; false when it was no longer open. */
export async function closeOrder(tx: Db, paymentId: string, status: Closed, now: Date): Promise<boolean> {
  const closed = await tx
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return closed.length > 0;
}

/** Ids of open orders created before `cutoff`: of one student, or of everyone. */
export async function openOrdersBefore(
  db: Db,
  cutoff: Date,
  scope: { userId?: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        lt(payments.createdAt, cutoff),
        scope.userId ? eq(payments.userId, scope.userId) : undefined,
      ),
    )
    .limit(scope.limit);
  return rows.map((r) => r.id);
}

/** One page of the student's payments with their tests, newest first, with one row more (see db/paging's keyset). */
export async function paymentsOfUser(db: Db, userId: string, query: PageQuery) {
  const page = keyset(payments.id, query);
  return db
    .select({ payment: payments, test: tests })
    .from(payments)
    .leftJoin(tests, eq(tests.id, payments.testId))
    .where(and(eq(payments.userId, userId), page.after))
    .orderBy(page.order)
    .limit(page.limit);
}

/** Counts and sums (paise) over every payment of the student, for the Payment History summary. */
export async function paymentTotalsOfUser(db: Db, userId: string) {
  const having = (status: PaymentStatus) => sql`${payments.status} = ${status}`;
  const countOf = (status: PaymentStatus) => sql<number>`count(*) filter (where ${having(status)})`.mapWith(Number);
  const sumOf = (column: PgColumn, status: PaymentStatus) =>
    sql<number>`coalesce(sum(${column}) filter (where ${having(status)}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      transactions: count(),
      successful: countOf('paid'),
      pending: countOf('created'),
      spentPaise: sumOf(payments.finalPaise, 'paid'),
      savedPaise: sumOf(payments.discountPaise, 'paid'),
      refundedPaise: sumOf(payments.finalPaise, 'refunded'),
    })
    .from(payments)
    .where(eq(payments.userId, userId));
  return row ?? { transactions: 0, successful: 0, pending: 0, spentPaise: 0, savedPaise: 0, refundedPaise: 0 };
}

/** The test (even a deleted one) and the account a receipt names. */
export async function receiptParties(db: Db, testId: string, userId: string) {
  const [test] = await db.select().from(tests).where(eq(tests.id, testId)).limit(1);
  const [owner] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return { test, owner };
}
