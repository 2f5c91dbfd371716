import type { AdminPaymentFilters, PageQuery } from '@mockprep/contract';
import { and, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { payments, tests, users } from '../../db/schema';

const filtered = (filters: AdminPaymentFilters): (SQL | undefined)[] => [
  filters.status ? eq(payments.status, filters.status) : undefined,
  filters.from ? gte(payments.createdAt, filters.from) : undefined,
  filters.to ? lte(payments.createdAt, filters.to) : undefined,
  searchIn(filters.search, users.name, users.mobile, payments.providerOrderId),
];

/** One page of payments with their student and test (null when the test row is gone), newest first, one row more. */
export async function listPayments(db: Db, filters: AdminPaymentFilters, page: PageQuery) {
  const { after, order, limit } = keyset(payments.id, page);
  return db
    .select({ id: payments.id, payment: payments, test: tests, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(tests, eq(tests.id, payments.testId))
    .where(and(...filtered(filters), after))
    .orderBy(order)
    .limit(limit);
}

/**
 * How many payments match the filters (a search counts up to its cap). Every payment has its student, so the count
 * joins the students only to search their names and mobiles.
 */
export function countPayments(db: Db, filters: AdminPaymentFilters): Promise<number> {
  const matching = db.select({ id: payments.id }).from(payments).$dynamic();
  if (filters.search) matching.innerJoin(users, eq(users.id, payments.userId));
  return countMatching(db, matching.where(and(...filtered(filters))), filters.search);
}

/** Revenue in paise (paid payments) and the count of payments by status, in one pass. */
export async function paymentTotals(db: Db) {
  const byStatus = (status: string) =>
    sql<number>`count(*) filter (where ${payments.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      revenuePaise:
        sql<number>`coalesce(sum(${payments.finalPaise}) filter (where ${payments.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
      transactions: count(),
      paid: byStatus('paid'),
      failed: byStatus('failed'),
      created: byStatus('created'),
      refunded: byStatus('refunded'),
    })
    .from(payments);
  return row;
}
