import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';

/** The tests among `testIds` that the student has bought. */
export async function purchasedTestIds(db: Db, userId: string, testIds: string[]): Promise<Set<string>> {
  if (testIds.length === 0) return new Set();
  const rows = await db
    .select({ testId: purchases.testId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.testId, testIds)));
  return new Set(rows.map((r) => r.testId));
}
