import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function allPurchasedTestIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ testId: purchases.testId }).from(purchases).where(eq(purchases.userId, userId));
  return rows.map((r) => r.testId);
}

/** A payment by its id or its provider order id, optionally only when `userId` made it. */
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
    .limit(1);
  return row;
}

export async function insertPayment(tx: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row as PaymentRow;
}

export async function setProviderOrderId(db: Db, paymentId: string, orderId: string): Promise<void> {
  await db.update(payments).set({ providerOrderId: orderId }).where(eq(payments.id, paymentId));
}

/** Marks the payment paid unless it already is; returns it only when this call changed it. */
export async function markPaymentPaid(
  tx: Db,
  paymentId: string,
  providerPaymentId: string | null,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: now, promoReserved: false, updatedAt: now })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')))
    .returning();
  return paid;
}

export async function insertPurchase(tx: Db, paid: PaymentRow): Promise<void> {
  await tx
    .insert(purchases)
    .values({ id: newId(), userId: paid.userId, testId: paid.testId, paymentId: paid.id })
    .onConflictDoNothing();
}

/** Clears the promo hold of an unpaid order that still has one (and sets `status`); returns it when it did. */
export async function clearPromoHold(
  tx: Db,
  paymentId: string,
  now: Date,
  status?: 'failed',
): Promise<PaymentRow | undefined> {
  const [released] = await tx
    .update(payments)
    .set({ promoReserved: false, ...(status ? { status } : {}), updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.promoReserved, true), eq(payments.status, 'created')))
    .returning();
  return released;
}

export async function markPaymentFailed(db: Db, paymentId: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

/** Ids of orders created before `cutoff` that still hold a promo use. */
export async function heldBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.promoReserved, true), lt(payments.createdAt, cutoff)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function paymentsOfUser(db: Db, userId: string) {
  return db
    .select({ payment: payments, test: tests })
    .from(payments)
    .leftJoin(tests, eq(tests.id, payments.testId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Every payment with its student and test (null when the test row is gone), newest first. */
export async function allPayments(db: Db) {
  return db
    .select({ payment: payments, test: tests, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(tests, eq(tests.id, payments.testId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The test (even a deleted one) and the account a receipt names. */
export async function receiptParties(db: Db, testId: string, userId: string) {
  const [test] = await db.select().from(tests).where(eq(tests.id, testId)).limit(1);
  const [owner] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return { test, owner };
}
