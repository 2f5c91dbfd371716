import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/** The newest code issued to the number for the purpose. */
export async function latestOtp(db: Db, mobile: string, purpose: OtpRow['purpose']): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

export async function insertOtp(db: Db, values: typeof otpCodes.$inferInsert): Promise<void> {
  await db.insert(otpCodes).values(values);
}

export async function deleteOtp(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Counts a wrong try; returns the tries counted so far. */
export async function addWrongTry(db: Db, id: string): Promise<number | undefined> {
  const [updated] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ wrongTries: otpCodes.wrongTries });
  return updated?.wrongTries;
}

/**
 * Marks the code used unless it already is or has `maxWrongTries` wrong tries; returns what was stored with it
 * when this call did. Conditional, so of two concurrent verifications of one code only one succeeds.
 */
export async function consumeOtp(db: Db, id: string, now: Date, maxWrongTries: number) {
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.wrongTries, maxWrongTries)))
    .returning({ payload: otpCodes.payload });
  return used;
}
