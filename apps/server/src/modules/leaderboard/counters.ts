import { and, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, leaderboardMinutes, leaderboardScores, leaderboardTimes } from '../../db/schema';
import { periodKeys } from './periods';

export type CountedAttempt = {
  testId: string;
  score: number;
  timeTaken: number;
  periodDay: string | null;
  periodWeek: string | null;
};

const SECONDS_PER_BUCKET = 60;

/**
 * Adds (+1) or removes (-1) a counted attempt in its test's counters, inside the caller's transaction: one
 * statement (one round trip) whose three upserts touch their rows in the same order every time, so concurrent
 * submissions queue on the hot rows without deadlocking.
 */
export async function countAttempt(tx: Db, row: CountedAttempt, delta: 1 | -1): Promise<void> {
  if (!row.periodDay || !row.periodWeek) return;
  const periods = periodKeys(row.periodDay, row.periodWeek);
  const minute = Math.floor(row.timeTaken / SECONDS_PER_BUCKET);
  const rows = (extra: SQL[]) =>
    sql.join(
      periods.map((period) => sql`(${row.testId}::uuid, ${period}, ${row.score}::float8, ${sql.join(extra, sql`, `)})`),
      sql`, `,
    );
  await tx.execute(sql`
    with scores as (
      insert into ${leaderboardScores} (test_id, period, score, n) values ${rows([sql`${delta}::int`])}
      on conflict (test_id, period, score) do update set n = ${leaderboardScores}.n + excluded.n returning 1
    ), minutes as (
      insert into ${leaderboardMinutes} (test_id, period, score, minute, n) values ${rows([sql`${minute}::int`, sql`${delta}::int`])}
      on conflict (test_id, period, score, minute) do update set n = ${leaderboardMinutes}.n + excluded.n returning 1
    )
    insert into ${leaderboardTimes} (test_id, period, score, time_taken, n) values ${rows([sql`${row.timeTaken}::int`, sql`${delta}::int`])}
    on conflict (test_id, period, score, time_taken) do update set n = ${leaderboardTimes}.n + excluded.n`);
}

export type Standing = { rank: number; participants: number; atOrBelow: number };

/**
 * Rank (1 + counted attempts with a higher score, or the same score in less time) and the counts for the
 * percentile, from the counters in one round trip. Its cost follows the number of distinct scores, whole minutes
 * and seconds within one minute, never the number of attempts.
 */
export async function standingOf(
  db: Db,
  testId: string,
  period: string,
  score: number,
  timeTaken: number,
): Promise<Standing> {
  const minute = Math.floor(timeTaken / SECONDS_PER_BUCKET);
  const fasterMinutes = sql`(select coalesce(sum(${leaderboardMinutes.n}), 0) from ${leaderboardMinutes}
    where ${and(
      eq(leaderboardMinutes.testId, testId),
      eq(leaderboardMinutes.period, period),
      eq(leaderboardMinutes.score, score),
      lt(leaderboardMinutes.minute, minute),
    )})`;
  const fasterSeconds = sql`(select coalesce(sum(${leaderboardTimes.n}), 0) from ${leaderboardTimes}
    where ${and(
      eq(leaderboardTimes.testId, testId),
      eq(leaderboardTimes.period, period),
      eq(leaderboardTimes.score, score),
      gte(leaderboardTimes.timeTaken, minute * SECONDS_PER_BUCKET),
      lt(leaderboardTimes.timeTaken, timeTaken),
    )})`;
  const [row] = await db
    .select({
      participants: sql<number>`coalesce(sum(${leaderboardScores.n}), 0)`.mapWith(Number),
      above:
        sql<number>`coalesce(sum(${leaderboardScores.n}) filter (where ${gt(leaderboardScores.score, score)}), 0)`.mapWith(
          Number,
        ),
      faster: sql<number>`${fasterMinutes} + ${fasterSeconds}`.mapWith(Number),
    })
    .from(leaderboardScores)
    .where(and(eq(leaderboardScores.testId, testId), eq(leaderboardScores.period, period)));
  const participants = row?.participants ?? 0;
  const above = row?.above ?? 0;
  return { rank: 1 + above + (row?.faster ?? 0), participants, atOrBelow: participants - above };
}

/** Recomputes every counter from the attempts table, in one transaction. */
export async function rebuildCounters(db: Db): Promise<{ attempts: number }> {
  return db.transaction(async (tx) => {
    await tx.delete(leaderboardScores);
    await tx.delete(leaderboardMinutes);
    await tx.delete(leaderboardTimes);
    const periods = sql`(values ('all'), ('w' || ${attempts.periodWeek}::text), ('d' || ${attempts.periodDay}::text)) as p(period)`;
    const counted = sql`${attempts.isCounted} and ${attempts.periodDay} is not null`;
    await tx.execute(sql`
      insert into ${leaderboardScores} (test_id, period, score, n)
      select ${attempts.testId}, p.period, ${attempts.score}, count(*) from ${attempts} cross join lateral ${periods}
      where ${counted} group by 1, 2, 3`);
    await tx.execute(sql`
      insert into ${leaderboardMinutes} (test_id, period, score, minute, n)
      select ${attempts.testId}, p.period, ${attempts.score}, ${attempts.timeTaken} / ${SECONDS_PER_BUCKET}, count(*)
      from ${attempts} cross join lateral ${periods} where ${counted} group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into ${leaderboardTimes} (test_id, period, score, time_taken, n)
      select ${attempts.testId}, p.period, ${attempts.score}, ${attempts.timeTaken}, count(*) from ${attempts}
      cross join lateral ${periods} where ${counted} group by 1, 2, 3, 4`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(attempts)
      .where(eq(attempts.isCounted, true));
    return { attempts: row?.n ?? 0 };
  });
}

/** Takes a deleted student's attempts out of every ranking (their leaderboard rows are dropped). */
export async function uncountUser(tx: Db, userId: string): Promise<void> {
  const counted = await tx
    .update(attempts)
    .set({ isCounted: false })
    .where(and(eq(attempts.userId, userId), eq(attempts.isCounted, true)))
    .returning();
  for (const row of counted) await countAttempt(tx, row, -1);
}
