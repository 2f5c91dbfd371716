import type { AdminTestFilters, Marking } from '@mockprep/contract';
import { and, asc, eq, exists, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { type TestRow, testQuestions, tests, testTargetExams } from '../../db/schema';

type TestFields = Omit<typeof tests.$inferInsert, 'id'>;

/** Undeleted tests, inactive ones too, matching the filters (paging aside). */
function adminWhere(db: Db, filters: AdminTestFilters): SQL | undefined {
  return and(
    isNull(tests.deletedAt),
    searchIn(filters.search, tests.title),
    filters.type ? eq(tests.type, filters.type) : undefined,
    filters.level ? eq(tests.level, filters.level) : undefined,
    filters.examType ? eq(tests.examType, filters.examType) : undefined,
    filters.status ? eq(tests.isActive, filters.status === 'active') : undefined,
    filters.targetExam
      ? exists(
          db
            .select({ one: testTargetExams.testId })
            .from(testTargetExams)
            .where(and(eq(testTargetExams.testId, tests.id), eq(testTargetExams.targetExamId, filters.targetExam))),
        )
      : undefined,
  );
}

/** One page of the tests, newest first, with one row more (see db/paging's keyset). */
export async function listAdminTests(db: Db, filters: AdminTestFilters): Promise<TestRow[]> {
  const page = keyset(tests.id, filters);
  return db
    .select()
    .from(tests)
    .where(and(adminWhere(db, filters), page.after))
    .orderBy(page.order)
    .limit(page.limit);
}

/** How many tests match the filters (a search counts up to its cap). */
export const countAdminTests = (db: Db, filters: AdminTestFilters): Promise<number> =>
  countMatching(db, db.select({ id: tests.id }).from(tests).where(adminWhere(db, filters)).$dynamic(), filters.search);

/** The question links of the tests, in position order. */
export async function questionLinks(db: Db, testIds: string[]) {
  if (testIds.length === 0) return [];
  return db
    .select()
    .from(testQuestions)
    .where(inArray(testQuestions.testId, testIds))
    .orderBy(asc(testQuestions.section), asc(testQuestions.position));
}

/** A question of a test: its section and the marks of its own (null: the section's). */
export type QuestionLink = { questionId: string; section: number; marking: Marking | null };

export async function insertTest(tx: Db, id: string, fields: TestFields): Promise<TestRow> {
  const [row] = await tx
    .insert(tests)
    .values({ id, ...fields })
    .returning();
  return row as TestRow;
}

/** Updates an undeleted test; undefined when there is none. */
export async function updateTest(tx: Db, id: string, fields: TestFields): Promise<TestRow | undefined> {
  const [row] = await tx
    .update(tests)
    .set(fields)
    .where(and(eq(tests.id, id), isNull(tests.deletedAt)))
    .returning();
  return row;
}

/** Replaces the test's questions and target exams, each list in its order. */
export async function writeLinks(tx: Db, testId: string, links: QuestionLink[], examIds: string[]): Promise<void> {
  await tx.delete(testQuestions).where(eq(testQuestions.testId, testId));
  await tx.delete(testTargetExams).where(eq(testTargetExams.testId, testId));
  if (links.length) {
    await tx.insert(testQuestions).values(links.map((link, position) => ({ testId, ...link, position })));
  }
  if (examIds.length) {
    await tx
      .insert(testTargetExams)
      .values(examIds.map((targetExamId, position) => ({ testId, targetExamId, position })));
  }
}

/** The undeleted tests among `ids`. */
export async function findLiveTests(db: Db, ids: string[]): Promise<TestRow[]> {
  return db
    .select()
    .from(tests)
    .where(and(inArray(tests.id, ids), isNull(tests.deletedAt)));
}

/** Soft-deletes (and deactivates) the undeleted tests among `ids`; returns the ids there were. */
export async function softDeleteTests(db: Db, ids: string[], now: Date): Promise<string[]> {
  const gone = await db
    .update(tests)
    .set({ deletedAt: now, isActive: false })
    .where(and(inArray(tests.id, ids), isNull(tests.deletedAt)))
    .returning({ id: tests.id });
  return gone.map((row) => row.id);
}
