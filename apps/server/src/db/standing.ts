import { and, eq, gt, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { leaderboardMinutes, leaderboardScores, leaderboardTimes } from './schema';

/** The leaderboard counters count times in seconds and, per score, in whole minutes of this many seconds. */
export const SECONDS_PER_BUCKET = 60;
const BUCKET = sql.raw(String(SECONDS_PER_BUCKET));

/** Rank (1 + counted attempts ranked above) and the counts a percentile is computed from. */
export type Standing = { rank: number; participants: number; atOrBelow: number };

/**
 * The values a standing is read for: a test and period of the counters, a score and the seconds it took (given,
 * or an attempt's columns).
 */
export type StandingValues = Record<'testId' | 'period' | 'score' | 'timeTaken', SQLWrapper>;

/** A standing's values as the placeholders of the same names. */
export const standingPlaceholders: StandingValues = {
  testId: sql.placeholder('testId'),
  period: sql.placeholder('period'),
  score: sql.placeholder('score'),
  timeTaken: sql.placeholder('timeTaken'),
};

/**
 * The counts of a standing from the counters, as columns of any statement (so a result reads them with its test in
 * one round trip): counted attempts of the test in the period, those with a higher score, and those with the same
 * score in less time (whole minutes faster, then seconds within the same minute). Their cost follows the number of
 * distinct scores, minutes and seconds within one minute, never the number of attempts.
 */
export function standingColumns({ testId, period, score, timeTaken }: StandingValues) {
  const minute = sql`(${timeTaken}::int / ${BUCKET})`;
  type Counter = typeof leaderboardScores | typeof leaderboardMinutes | typeof leaderboardTimes;
  const sum = (table: Counter, ...conditions: SQL[]) =>
    sql<number>`(select coalesce(sum(${table.n}), 0) from ${table}
      where ${and(eq(table.testId, testId), eq(table.period, period), ...conditions)})`.mapWith(Number);
  return {
    participants: sum(leaderboardScores),
    above: sum(leaderboardScores, gt(leaderboardScores.score, score)),
    fasterMinutes: sum(leaderboardMinutes, eq(leaderboardMinutes.score, score), lt(leaderboardMinutes.minute, minute)),
    fasterSeconds: sum(
      leaderboardTimes,
      eq(leaderboardTimes.score, score),
      gte(leaderboardTimes.timeTaken, sql`${minute} * ${BUCKET}`),
      lt(leaderboardTimes.timeTaken, timeTaken),
    ),
  };
}

/** The standing from the counts standingColumns read (none: no counter row yet). */
export function standingFrom(counts: Partial<Record<keyof ReturnType<typeof standingColumns>, number>>): Standing {
  const participants = counts.participants ?? 0;
  const above = counts.above ?? 0;
  return {
    rank: 1 + above + (counts.fasterMinutes ?? 0) + (counts.fasterSeconds ?? 0),
    participants,
    atOrBelow: participants - above,
  };
}
