import type { MyAttemptsFilters, PageQuery } from '@mockprep/contract';
import { and, count, countDistinct, desc, eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { type AttemptRow, attempts, type TestRow, tests } from '../../db/schema';
import { standingColumns } from '../../db/standing';

/** An attempt's columns for a list: all but the answers, the question lists and the layout, which its result reads. */
const {
  answers: _answers,
  questionIds: _questionIds,
  optionOrders: _optionOrders,
  layout: _layout,
  ...summaryColumns
} = getTableColumns(attempts);

/** What a list shows of an attempt's test (null when the row is gone). */
export const testColumns = {
  id: tests.id,
  title: tests.title,
  subject: tests.subject,
  examType: tests.examType,
  duration: tests.duration,
  deletedAt: tests.deletedAt,
};

export type SummaryRow = Omit<AttemptRow, 'answers' | 'questionIds' | 'optionOrders' | 'layout'>;
export type ListedTest = Pick<TestRow, keyof typeof testColumns>;

/** The student's submitted attempts (served by attempts_user_submitted_idx). */
const submittedBy = (userId: string) => and(eq(attempts.userId, userId), eq(attempts.status, 'submitted'));

/** The attempt's all-time rank read from the leaderboard counters (meaningful for a counted attempt). */
const rank = () => {
  const counts = standingColumns({
    testId: attempts.testId,
    period: sql`'all'`,
    score: attempts.score,
    timeTaken: attempts.timeTaken,
  });
  return sql<number>`1 + ${counts.above} + ${counts.fasterMinutes} + ${counts.fasterSeconds}`.mapWith(Number);
};

/** Where a page of `filters.sort` starts: after the cursor's attempt, by id or by (score, id). */
function after(filters: MyAttemptsFilters): SQL | undefined {
  if (!filters.cursor) return undefined;
  if (filters.sort !== 'best') return lt(attempts.id, filters.cursor);
  return sql`(${attempts.score}, ${attempts.id}) < (select c.score, c.id from ${attempts} c where c.id = ${filters.cursor})`;
}

/** One page of the student's submitted attempts with their tests and ranks, with one row more (see keyset). */
export async function submittedPage(db: Db, userId: string, filters: MyAttemptsFilters) {
  const order = filters.sort === 'best' ? [desc(attempts.score), desc(attempts.id)] : [desc(attempts.id)];
  const rows = await db
    .select({ attempt: summaryColumns, test: testColumns, rank: rank() })
    .from(attempts)
    .leftJoin(tests, eq(tests.id, attempts.testId))
    .where(and(submittedBy(userId), searchIn(filters.search, tests.title, tests.subject), after(filters)))
    .orderBy(...order)
    .limit(filters.limit + 1);
  return rows.map((row) => ({ ...row, id: row.attempt.id }));
}

/** How many of the student's submitted attempts match the search (counted up to its cap). */
export function submittedCount(db: Db, userId: string, search: string | undefined): Promise<number> {
  const matching = db.select({ id: attempts.id }).from(attempts).$dynamic();
  if (search) matching.leftJoin(tests, eq(tests.id, attempts.testId));
  return countMatching(
    db,
    matching.where(and(submittedBy(userId), searchIn(search, tests.title, tests.subject))),
    search,
  );
}

/** Count, average score and accuracy, and best score of the student's submitted attempts (zeros without any). */
export async function submittedStats(db: Db, userId: string) {
  const [row] = await db
    .select({
      testsTaken: count(),
      averageScore: sql<number>`coalesce(avg(${attempts.score}), 0)`.mapWith(Number),
      averageAccuracy: sql<number>`coalesce(avg(${attempts.accuracy}), 0)`.mapWith(Number),
      bestScore: sql<number>`coalesce(max(${attempts.score}), 0)`.mapWith(Number),
    })
    .from(attempts)
    .where(submittedBy(userId));
  return row ?? { testsTaken: 0, averageScore: 0, averageAccuracy: 0, bestScore: 0 };
}

/**
 * One page of the tests the student submitted, each with its attempts summed up, the one attempted most recently
 * first (its newest attempt's id is the keyset), with one row more.
 */
export async function attemptedTestsPage(db: Db, userId: string, query: PageQuery) {
  // uuid has no max(); its text sorts the same way.
  const lastId = sql<string>`max(${attempts.id}::text)::uuid`;
  const page = keyset(attempts.id, query);
  const groups = db
    .select({
      testId: attempts.testId,
      attempts: count().as('attempts'),
      bestScore: sql<number>`max(${attempts.score})`.as('best_score'),
      lastId: lastId.as('last_id'),
    })
    .from(attempts)
    .where(submittedBy(userId))
    .groupBy(attempts.testId)
    .having(query.cursor ? sql`${lastId} < ${query.cursor}` : undefined)
    .orderBy(desc(lastId))
    .limit(page.limit)
    .as('groups');
  const last = alias(attempts, 'last_attempt');
  const rows = await db
    .select({
      attempts: groups.attempts,
      bestScore: groups.bestScore,
      lastId: groups.lastId,
      lastScore: last.score,
      lastSubmittedAt: last.submittedAt,
      lastCreatedAt: last.createdAt,
      testId: groups.testId,
      test: testColumns,
    })
    .from(groups)
    .innerJoin(last, eq(last.id, groups.lastId))
    .leftJoin(tests, eq(tests.id, groups.testId))
    .orderBy(desc(groups.lastId));
  return rows.map((row) => ({ ...row, id: row.lastId }));
}

/** How many tests the student submitted. */
export async function attemptedTestsCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(attempts.testId) })
    .from(attempts)
    .where(submittedBy(userId));
  return row?.n ?? 0;
}
