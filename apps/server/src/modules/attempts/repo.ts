import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, leaderboardScores, leaderboardTimes, tests } from '../../db/schema';

export type AttemptRow = typeof attempts.$inferSelect;

export async function findAttempt(db: Db, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, id)).limit(1);
  return row;
}

export async function findOpenAttempt(db: Db, userId: string, testId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'in_progress')))
    .limit(1);
  return row;
}

export async function testsById(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof tests.$inferSelect>();
  const rows = await db
    .select()
    .from(tests)
    .where(inArray(tests.id, [...new Set(ids)]));
  return new Map(rows.map((t) => [t.id, t]));
}

/** A student's submitted attempts, newest first, each with its all-time rank read from the leaderboard counters. */
export async function submittedWithRank(db: Db, userId: string) {
  const scores = sql`(select coalesce(sum(s.n), 0) from ${leaderboardScores} s where s.test_id = ${attempts.testId}
    and s.period = 'all' and s.score > ${attempts.score})`;
  const ties = sql`(select coalesce(sum(t.n), 0) from ${leaderboardTimes} t where t.test_id = ${attempts.testId}
    and t.period = 'all' and t.score = ${attempts.score} and t.time_taken < ${attempts.timeTaken})`;
  return db
    .select({ attempt: attempts, rank: sql<number>`1 + ${scores} + ${ties}`.mapWith(Number) })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted')))
    .orderBy(desc(attempts.submittedAt), desc(attempts.id));
}
