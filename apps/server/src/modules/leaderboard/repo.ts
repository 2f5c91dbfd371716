import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  type AttemptRow,
  attempts,
  leaderboardMinutes,
  leaderboardScores,
  leaderboardTimes,
  tests,
  testTargetExams,
  users,
} from '../../db/schema';
import {
  SECONDS_PER_BUCKET,
  type Standing,
  standingColumns,
  standingFrom,
  standingPlaceholders,
} from '../../db/standing';
import type { Input } from '../../db/statement-input';
import { periodKeys } from './periods';

export type CountedAttempt = {
  id: string;
  testId: string;
  score: number;
  timeTaken: number;
  periodDay: string | null;
  periodWeek: string | null;
};

/** Rows per score's count; an attempt always adds to (and is taken out of) the one its id picks. */
const SHARDS = 8;
const shardOf = (attemptId: string) => Number.parseInt(attemptId.slice(-2), 16) % SHARDS;
/** shardOf in SQL: the uuid's last byte. */
const shardSql = sql`get_byte(uuid_send(${attempts.id}), 15) % ${sql.raw(String(SHARDS))}`;

/** What the counters of one counted attempt change by: `delta` (+1 or -1) on each of its periods' rows. */
export type CounterChange = {
  testId: string;
  periods: string[];
  score: number;
  minute: number;
  timeTaken: number;
  shard: number;
  delta: number;
};

/** The change of adding (+1) or removing (-1) a counted attempt, submitted in the given IST day and week. */
export function counterChange(
  row: Pick<CountedAttempt, 'id' | 'testId' | 'score' | 'timeTaken'> & { periodDay: string; periodWeek: string },
  delta: 1 | -1,
): CounterChange {
  return {
    testId: row.testId,
    periods: periodKeys(row.periodDay, row.periodWeek),
    score: row.score,
    minute: Math.floor(row.timeTaken / SECONDS_PER_BUCKET),
    timeTaken: row.timeTaken,
    shard: shardOf(row.id),
    delta,
  };
}

/**
 * The three upserts that apply a counter change (see counterChange), each only while `when` holds (the caller runs
 * them in its own statement or transaction). They touch their rows in the same order every time, so concurrent
 * submissions do not deadlock. A score's count is on the attempt's shard, so submissions with the same score seldom
 * queue; a (score, minute) or (score, second) count is one row: at 10,000 students submitting in one minute, two of
 * them seldom share one at the same moment, and a rank reads these rows (one shard each, not eight).
 */
export function countAttemptStatements(change: Input<CounterChange>, when: SQL): [SQL, SQL, SQL] {
  const upsert = (table: PgTable, last: { column: string; value: SQL }) => {
    const key = ['test_id', 'period', 'score', last.column].join(', ');
    return sql`insert into ${table} (${sql.raw(key)}, n)
      select ${change('testId')}::uuid, period, ${change('score')}::float8, ${last.value}, ${change('delta')}::int
      from unnest(${change('periods')}::text[]) with ordinality as counted (period, position) where ${when}
      order by position
      on conflict (${sql.raw(key)}) do update set n = ${table}.n + excluded.n`;
  };
  return [
    upsert(leaderboardScores, { column: 'shard', value: sql`${change('shard')}::smallint` }),
    upsert(leaderboardMinutes, { column: 'minute', value: sql`${change('minute')}::int` }),
    upsert(leaderboardTimes, { column: 'time_taken', value: sql`${change('timeTaken')}::int` }),
  ];
}

/** Rank and percentile counts of a score and time in a period of a test, from the counters in one round trip. */
const standing = prepared((db, name) =>
  db.select(standingColumns(standingPlaceholders)).from(sql`(values (1)) as one`).prepare(name),
);

export async function standingOf(
  db: Db,
  testId: string,
  period: string,
  score: number,
  timeTaken: number,
): Promise<Standing> {
  const [counts] = await standing(db).execute({ testId, period, score, timeTaken });
  return standingFrom(counts ?? {});
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
      insert into ${leaderboardScores} (test_id, period, score, shard, n)
      select ${attempts.testId}, p.period, ${attempts.score}, ${shardSql}, count(*) from ${attempts}
      cross join lateral ${periods} where ${counted} group by 1, 2, 3, 4`);
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

/** Marks a student's counted attempts as not counted; returns them so their counters can be taken down. */
export async function uncountAttemptsOf(tx: Db, userId: string): Promise<AttemptRow[]> {
  return tx
    .update(attempts)
    .set({ isCounted: false })
    .where(and(eq(attempts.userId, userId), eq(attempts.isCounted, true)))
    .returning();
}

/** Which counted attempts a board covers: one test or every test, submitted in one IST week or day or ever. */
export type BoardScope = { testId?: string; week?: string; day?: string };

const inScope = (scope: BoardScope) =>
  and(
    scope.testId ? eq(attempts.testId, scope.testId) : undefined,
    scope.week ? eq(attempts.periodWeek, scope.week) : undefined,
    scope.day ? eq(attempts.periodDay, scope.day) : undefined,
  );

/** Only the columns an entry shows: an attempt row also carries its answers, kilobytes each. */
const entryColumns = {
  attempt: {
    id: attempts.id,
    score: attempts.score,
    accuracy: attempts.accuracy,
    timeTaken: attempts.timeTaken,
    createdAt: attempts.createdAt,
    submittedAt: attempts.submittedAt,
    updatedAt: attempts.updatedAt,
  },
  user: { id: users.id, name: users.name, photo: users.photo },
  test: { id: tests.id, title: tests.title, subject: tests.subject, examType: tests.examType },
};

export type EntryRow = {
  attempt: {
    id: string;
    score: number;
    accuracy: number;
    timeTaken: number;
    createdAt: Date;
    submittedAt: Date | null;
    updatedAt: Date;
  };
  user: { id: string; name: string; photo: string | null };
  test: { id: string; title: string; subject: string; examType: string };
};

/** The top counted attempts of the scope (score desc, time asc, submission asc), of undeleted students and tests. */
export async function topAttempts(db: Db, scope: BoardScope, limit: number): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(attempts)
    .innerJoin(users, and(eq(users.id, attempts.userId), isNull(users.deletedAt)))
    .innerJoin(tests, and(eq(tests.id, attempts.testId), isNull(tests.deletedAt)))
    .where(and(eq(attempts.isCounted, true), inScope(scope)))
    .orderBy(desc(attempts.score), asc(attempts.timeTaken), asc(attempts.submittedAt))
    .limit(limit);
}

/** Which counted attempts the global board covers: one IST week or day, of every test or one target exam's. */
export type GlobalScope = { week?: string; day?: string; targetExam?: string };

const inGlobalScope = (scope: GlobalScope) =>
  and(
    eq(attempts.isCounted, true),
    scope.week ? eq(attempts.periodWeek, scope.week) : undefined,
    scope.day ? eq(attempts.periodDay, scope.day) : undefined,
    scope.targetExam
      ? sql`exists (select 1 from ${testTargetExams} where ${testTargetExams.testId} = ${attempts.testId}
          and ${testTargetExams.targetExamId} = ${scope.targetExam})`
      : undefined,
  );

/**
 * The best counted attempt of each of the first `limit` students of the scope, best first (score desc, time asc,
 * submission asc). It walks the scope's attempts in that order (attempts_global_*_idx) and keeps each student's
 * first, reading four times more whenever repeated students leave fewer than `limit`: a few hundred rows, not the
 * whole period.
 */
export async function topStudents(db: Db, scope: GlobalScope, limit: number): Promise<EntryRow[]> {
  const order = [desc(attempts.score), asc(attempts.timeTaken), asc(attempts.submittedAt)];
  for (let read = limit * 4; ; read *= 4) {
    const rows = await db
      .select({ id: attempts.id, userId: attempts.userId })
      .from(attempts)
      .innerJoin(users, and(eq(users.id, attempts.userId), isNull(users.deletedAt)))
      .innerJoin(tests, and(eq(tests.id, attempts.testId), isNull(tests.deletedAt)))
      .where(inGlobalScope(scope))
      .orderBy(...order)
      .limit(read);
    const best = new Map<string, string>();
    for (const row of rows) if (!best.has(row.userId)) best.set(row.userId, row.id);
    if (best.size < limit && rows.length === read) continue;
    const ids = [...best.values()].slice(0, limit);
    if (ids.length === 0) return [];
    return db
      .select(entryColumns)
      .from(attempts)
      .innerJoin(users, eq(users.id, attempts.userId))
      .innerJoin(tests, eq(tests.id, attempts.testId))
      .where(inArray(attempts.id, ids))
      .orderBy(...order);
  }
}

/**
 * Students, the average of their best scores and the highest score in the global scope. A deleted student's
 * attempts are no longer counted, so only tests are joined; the index holds every column read.
 */
export async function studentTotals(db: Db, scope: GlobalScope) {
  const best = db
    .select({ score: sql<number>`max(${attempts.score})`.as('best') })
    .from(attempts)
    .innerJoin(tests, and(eq(tests.id, attempts.testId), isNull(tests.deletedAt)))
    .where(inGlobalScope(scope))
    .groupBy(attempts.userId)
    .as('best_of_student');
  const [row] = await db
    .select({
      participants: sql<number>`count(*)`.mapWith(Number),
      average: sql<number>`coalesce(avg(${best.score}), 0)`.mapWith(Number),
      highest: sql<number>`coalesce(max(${best.score}), 0)`.mapWith(Number),
    })
    .from(best);
  return { participants: row?.participants ?? 0, average: row?.average ?? 0, highest: row?.highest ?? 0 };
}

/** The student's counted attempt in the scope, if any. */
export async function countedAttemptOf(db: Db, userId: string, scope: BoardScope): Promise<EntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(and(inScope(scope), eq(attempts.userId, userId), eq(attempts.isCounted, true)))
    .limit(1);
  return row;
}

/** Participants, sum and highest of the scores counted for a period key, of one test or all, from the counters. */
export async function periodTotals(db: Db, period: string, testId?: string) {
  const [row] = await db
    .select({
      participants: sql<number>`coalesce(sum(${leaderboardScores.n}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${leaderboardScores.score} * ${leaderboardScores.n}), 0)`.mapWith(Number),
      highest:
        sql<number>`coalesce(max(${leaderboardScores.score}) filter (where ${leaderboardScores.n} > 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(leaderboardScores)
    .where(and(eq(leaderboardScores.period, period), testId ? eq(leaderboardScores.testId, testId) : undefined));
  return { participants: row?.participants ?? 0, total: row?.total ?? 0, highest: row?.highest ?? 0 };
}
