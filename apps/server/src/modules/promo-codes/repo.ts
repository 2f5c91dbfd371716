import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PromoRow, promoCodes, testTargetExams } from '../../db/schema';

/** The code has a use that is neither counted nor held for an open order. */
const aUseIsFree = or(
  isNull(promoCodes.maxUses),
  lt(sql`${promoCodes.usedCount} + ${promoCodes.reservedCount}`, promoCodes.maxUses),
);

/** A code by its id, or by its (upper-case) code. */
export async function findPromo(db: Db, ref: { id: string } | { code: string }): Promise<PromoRow | undefined> {
  const where = 'id' in ref ? eq(promoCodes.id, ref.id) : eq(promoCodes.code, ref.code);
  const [row] = await db.select().from(promoCodes).where(where).limit(1);
  return row;
}

/** The target exams a test is linked to. */
export async function testTargetExamIds(db: Db, testId: string): Promise<string[]> {
  const rows = await db
    .select({ id: testTargetExams.targetExamId })
    .from(testTargetExams)
    .where(eq(testTargetExams.testId, testId));
  return rows.map((r) => r.id);
}

/** Holds one use while one is free; false when none is. */
export async function reserveUse(tx: Db, promoId: string): Promise<boolean> {
  const [held] = await tx
    .update(promoCodes)
    .set({ reservedCount: sql`${promoCodes.reservedCount} + 1` })
    .where(and(eq(promoCodes.id, promoId), aUseIsFree))
    .returning({ id: promoCodes.id });
  return held !== undefined;
}

export async function releaseUse(tx: Db, promoId: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ reservedCount: sql`greatest(${promoCodes.reservedCount} - 1, 0)` })
    .where(eq(promoCodes.id, promoId));
}

/** Moves a held use to the used ones. */
export async function consumeHeldUse(tx: Db, promoId: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({
      usedCount: sql`${promoCodes.usedCount} + 1`,
      reservedCount: sql`greatest(${promoCodes.reservedCount} - 1, 0)`,
    })
    .where(eq(promoCodes.id, promoId));
}

/** Counts a use only while one is free. */
export async function consumeFreeUse(tx: Db, promoId: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, promoId), aUseIsFree));
}
