import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordLockouts } from '../../db/schema';

export type LockoutPolicy = { maxTries: number; lockoutMs: number; maxLockoutMs: number; forgetAfterMs: number };

/**
 * Counts a password try for the mobile, in one statement so concurrent tries each count, unless the mobile is
 * locked. The try that reaches `maxTries` locks it (for lockoutMs, doubled per earlier lockout, at most
 * maxLockoutMs) and starts a new count. A mobile quiet for `forgetAfterMs` starts afresh.
 * Returns false when the mobile was locked and the try was not counted.
 */
export async function countPasswordTry(db: Db, mobile: string, now: Date, policy: LockoutPolicy): Promise<boolean> {
  const t = passwordLockouts;
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${t.lastTryAt} <= ${at} - ${policy.forgetAfterMs} * interval '1 millisecond'`;
  const triesBefore = sql`(CASE WHEN ${forgotten} THEN 0 ELSE ${t.tries} END)`;
  const lockoutsBefore = sql`(CASE WHEN ${forgotten} THEN 0 ELSE ${t.lockouts} END)`;
  const locks = sql`${triesBefore} + 1 >= ${policy.maxTries}`;
  const lockMs = sql`least(${policy.lockoutMs} * power(2, ${lockoutsBefore}), ${policy.maxLockoutMs})`;
  const counted = await db
    .insert(t)
    .values({ mobile, tries: 1, lockouts: 0, lastTryAt: now })
    .onConflictDoUpdate({
      target: t.mobile,
      set: {
        tries: sql`CASE WHEN ${locks} THEN 0 ELSE ${triesBefore} + 1 END`,
        lockouts: sql`${lockoutsBefore} + CASE WHEN ${locks} THEN 1 ELSE 0 END`,
        lockedUntil: sql`CASE WHEN ${locks} THEN ${at} + ${lockMs} * interval '1 millisecond' END`,
        lastTryAt: now,
      },
      setWhere: sql`${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= ${at}`,
    })
    .returning({ mobile: t.mobile });
  return counted.length > 0;
}

export async function passwordLockedUntil(db: Db, mobile: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: passwordLockouts.lockedUntil })
    .from(passwordLockouts)
    .where(eq(passwordLockouts.mobile, mobile));
  return row?.lockedUntil ?? null;
}

export async function forgetPasswordTries(db: Db, mobile: string): Promise<void> {
  await db.delete(passwordLockouts).where(eq(passwordLockouts.mobile, mobile));
}
