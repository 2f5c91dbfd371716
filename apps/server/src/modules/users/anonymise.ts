import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTargetExams } from '../../db/schema';
import { uncountUser } from '../leaderboard/counters';

/**
 * Deletes an account by anonymising it: personal data goes, the mobile number is freed, every token dies,
 * and the student's attempts leave the rankings. Payments stay for the accounts, without a name attached.
 */
export async function anonymiseUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userTargetExams).where(eq(userTargetExams.userId, userId));
    await uncountUser(tx, userId);
    await tx
      .update(users)
      .set({
        name: 'Deleted User',
        mobile: null,
        email: null,
        passwordHash: null,
        photo: null,
        googleId: null,
        dateOfBirth: null,
        address: null,
        deletedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
}
