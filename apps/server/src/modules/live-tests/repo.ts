import type { LiveStatus, PageQuery } from '@mockprep/contract';
import { and, count, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRegistrations, type TestRow, testQuestions, tests } from '../../db/schema';

const liveWindow = (db: Db) =>
  and(
    isNull(tests.deletedAt),
    eq(tests.isActive, true),
    isNotNull(tests.startsAt),
    exists(db.select({ one: testQuestions.testId }).from(testQuestions).where(eq(testQuestions.testId, tests.id))),
  );

/** A live test's place at `now`: 0 live, 1 upcoming, 2 ended. */
const stateAt = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<number>`(case when ${tests.startsAt} > ${at} then 1 when ${tests.endsAt} > ${at} then 0 else 2 end)`;
};

/** The list's order: by state, then by start (soonest first), but latest first for ended ones; the id breaks ties. */
const orderAt = (now: Date) => {
  const state = stateAt(now);
  const start = sql`(case when ${state} = 2 then -1 else 1 end) * extract(epoch from ${tests.startsAt})`;
  return { state, start };
};

/**
 * One page of the active, undeleted tests with a live window and questions, in the list's order at `now`, with one
 * row more (see lib/paging's pageOf). The page starts after the `cursor` test's place in that order; an unknown
 * cursor gives an empty page.
 */
export async function liveWindowTests(db: Db, now: Date, query: PageQuery): Promise<TestRow[]> {
  const { state, start } = orderAt(now);
  const after = query.cursor
    ? sql`(${state}, ${start}, ${tests.id}) > (select ${state}, ${start}, ${tests.id} from ${tests} where ${tests.id} = ${query.cursor})`
    : undefined;
  return db
    .select()
    .from(tests)
    .where(and(liveWindow(db), after))
    .orderBy(state, start, tests.id)
    .limit(query.limit + 1);
}

/** How many live tests are live, upcoming and ended at `now`. */
export async function liveStateCounts(db: Db, now: Date): Promise<Record<LiveStatus, number>> {
  const inState = (state: number) => sql<number>`count(*) filter (where ${stateAt(now)} = ${state})`.mapWith(Number);
  const [row] = await db
    .select({ live: inState(0), upcoming: inState(1), ended: inState(2) })
    .from(tests)
    .where(liveWindow(db));
  return row ?? { live: 0, upcoming: 0, ended: 0 };
}

/** How many students registered for each of the tests (tests without registrations are missing). */
export async function registrationCounts(db: Db, testIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ testId: liveRegistrations.testId, n: count() })
    .from(liveRegistrations)
    .where(inArray(liveRegistrations.testId, testIds))
    .groupBy(liveRegistrations.testId);
  return new Map(rows.map((r) => [r.testId, r.n]));
}

/** The tests among `testIds` the student registered for. */
export async function registeredTestIds(db: Db, userId: string, testIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ testId: liveRegistrations.testId })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.userId, userId), inArray(liveRegistrations.testId, testIds)));
  return new Set(rows.map((r) => r.testId));
}

/** Registers the student; registering again changes nothing. */
export async function insertRegistration(db: Db, userId: string, testId: string): Promise<void> {
  await db.insert(liveRegistrations).values({ userId, testId }).onConflictDoNothing();
}
