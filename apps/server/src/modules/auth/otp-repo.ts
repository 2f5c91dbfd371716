import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
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

/** Holds the number's sends until the transaction ends, so concurrent requests check and insert one by one. */
export async function lockOtpSends(tx: Db, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send:${mobile}`}))`);
}

/** When codes were issued to the number (any purpose) after `since`, oldest first. */
export async function otpSendTimes(db: Db, mobile: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, since)))
    .orderBy(asc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertOtp(db: Db, values: typeof otpCodes.$inferInsert): Promise<void> {
  await db.insert(otpCodes).values(values);
}

export async function deleteOtp(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Counts a try at the code before it is compared, in one conditional update: none once the code has `perCode`
 * tries, or once the number's codes issued after `since` have `perNumber` tries between them (concurrent tries
 * wait on the row and are re-checked against it). Returns the code's tries and the number's, or undefined.
 */
export async function countOtpTry(
  db: Db,
  code: { id: string; mobile: string },
  since: Date,
  limits: { perCode: number; perNumber: number },
): Promise<{ tries: number; numberTries: number } | undefined> {
  const otherCodes = db
    .select({ tries: sql`coalesce(sum(${otpCodes.wrongTries}), 0)` })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, code.mobile), gt(otpCodes.createdAt, since), ne(otpCodes.id, code.id)));
  const [counted] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(
      and(
        eq(otpCodes.id, code.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.wrongTries, limits.perCode),
        sql`${otpCodes.wrongTries} + (${otherCodes}) < ${limits.perNumber}`,
      ),
    )
    .returning({
      tries: otpCodes.wrongTries,
      numberTries: sql<number>`(${otpCodes.wrongTries} + (${otherCodes}))::int`,
    });
  return counted;
}

export async function otpTries(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ tries: otpCodes.wrongTries }).from(otpCodes).where(eq(otpCodes.id, id));
  return row?.tries ?? 0;
}

/**
 * Marks the code used unless it already is, uncounting the try that matched (wrong_tries keeps wrong ones);
 * returns what was stored with it when this call did. Conditional, so of two concurrent verifications only one
 * succeeds.
 */
export async function consumeOtp(db: Db, id: string, now: Date) {
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now, wrongTries: sql`${otpCodes.wrongTries} - 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ payload: otpCodes.payload });
  return used;
}
