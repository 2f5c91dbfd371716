import type { AdminResultFilters, PageQuery } from '@mockprep/contract';
import { and, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keyset, searchIn } from '../../db/paging';
import { attempts, payments, questions, tests, users } from '../../db/schema';

/** The dashboard's counts in five parallel aggregate queries; "recent" means at or after `since`. */
export async function dashboardCounts(db: Db, since: Date) {
  const [people, catalogue, taken, revenue, bank] = await Promise.all([
    db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${gte(users.createdAt, since)})`.mapWith(Number),
      })
      .from(users)
      .where(isNull(users.deletedAt)),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${tests.isActive})`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${tests.type} = 'Paid')`.mapWith(Number),
      })
      .from(tests)
      .where(isNull(tests.deletedAt)),
    db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${gte(attempts.submittedAt, since)})`.mapWith(Number),
        average: sql<number>`coalesce(avg(${attempts.score}), 0)`.mapWith(Number),
      })
      .from(attempts)
      .where(eq(attempts.status, 'submitted')),
    db
      .select({ paise: sql<number>`coalesce(sum(${payments.finalPaise}), 0)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.status, 'paid')),
    db
      .select({ total: count() })
      .from(questions)
      .where(and(isNull(questions.deletedAt))),
  ]);
  return { people: people[0], catalogue: catalogue[0], taken: taken[0], revenue: revenue[0], bank: bank[0] };
}

/**
 * One batch of submitted attempts with their student and test (its summary columns, never the answers), newest
 * first, with one row more: the results export.
 */
export async function listResults(db: Db, filters: AdminResultFilters, page: PageQuery) {
  const { after, order, limit } = keyset(attempts.id, page);
  return db
    .select({
      id: attempts.id,
      student: users.name,
      mobile: users.mobile,
      test: tests.title,
      score: attempts.score,
      accuracy: attempts.accuracy,
      correct: attempts.correctCount,
      incorrect: attempts.incorrectCount,
      unanswered: attempts.unansweredCount,
      questions: attempts.totalQuestions,
      timeTaken: attempts.timeTaken,
      submittedAt: attempts.submittedAt,
    })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(
      and(
        eq(attempts.status, 'submitted'),
        filters.from ? gte(attempts.submittedAt, filters.from) : undefined,
        filters.to ? lte(attempts.submittedAt, filters.to) : undefined,
        searchIn(filters.search, users.name, users.mobile),
        after,
      ),
    )
    .orderBy(order)
    .limit(limit);
}

export type ResultRow = Awaited<ReturnType<typeof listResults>>[number];
