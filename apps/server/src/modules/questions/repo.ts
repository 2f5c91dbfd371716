import type { AdminQuestionFilters, QuestionInput } from '@mockprep/contract';
import { and, asc, eq, exists, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { attempts, mistakes, type QuestionRow, questions, testQuestions, tests } from '../../db/schema';
import { newId } from '../../lib/ids';

export { readContentVersion } from '../../db/content-version';

export async function questionsById(db: Db, ids: string[]): Promise<Map<string, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  return new Map(rows.map((q) => [q.id, q]));
}

/** Undeleted questions matching the filters (paging aside). */
function bankWhere(db: Db, filters: AdminQuestionFilters): SQL | undefined {
  return and(
    isNull(questions.deletedAt),
    searchIn(filters.search, questions.questionText),
    filters.subject ? eq(questions.subject, filters.subject) : undefined,
    filters.level ? eq(questions.level, filters.level) : undefined,
    filters.testId
      ? exists(
          db
            .select({ one: testQuestions.questionId })
            .from(testQuestions)
            .where(and(eq(testQuestions.testId, filters.testId), eq(testQuestions.questionId, questions.id))),
        )
      : undefined,
  );
}

/** One page of the bank, newest first, with one row more (see db/paging's keyset). */
export async function listQuestions(db: Db, filters: AdminQuestionFilters): Promise<QuestionRow[]> {
  const page = keyset(questions.id, filters);
  return db
    .select()
    .from(questions)
    .where(and(bankWhere(db, filters), page.after))
    .orderBy(page.order)
    .limit(page.limit);
}

/** How many questions of the bank match the filters (a search counts up to its cap). */
export const countQuestions = (db: Db, filters: AdminQuestionFilters): Promise<number> =>
  countMatching(
    db,
    db.select({ id: questions.id }).from(questions).where(bankWhere(db, filters)).$dynamic(),
    filters.search,
  );

/** The subjects of the bank, in alphabetical order. */
export async function bankSubjects(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ subject: questions.subject })
    .from(questions)
    .where(isNull(questions.deletedAt))
    .orderBy(asc(questions.subject));
  return rows.map((r) => r.subject);
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.deletedAt)))
    .limit(1);
  return row;
}

/** The ids among `ids` of undeleted questions. */
export async function liveQuestionIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, ids), isNull(questions.deletedAt)));
  return rows.map((r) => r.id);
}

/** Whether some attempt served the question: its text must then stay as the student saw it. */
export async function isServedInAttempts(db: Db, id: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(sql`${attempts.questionIds} @> ${JSON.stringify([id])}::jsonb`)
    .limit(1);
  return hit !== undefined;
}

/** A question's columns: the key in the columns of its type. */
const columnsOf = ({ hi, answer, correctOptions, ...q }: QuestionInput) => ({
  ...q,
  correctOptions: q.type === 'multiple' ? correctOptions : null,
  answerMin: answer?.min ?? null,
  answerMax: answer?.max ?? null,
  hindi: hi,
});

export async function insertQuestions(tx: Db, items: QuestionInput[]): Promise<QuestionRow[]> {
  if (items.length === 0) return [];
  return tx
    .insert(questions)
    .values(items.map((q) => ({ id: newId(), ...columnsOf(q) })))
    .returning();
}

/** A new version of a question: the edit, keeping the original's creation time. */
export async function insertQuestionVersion(
  tx: Db,
  input: QuestionInput,
  createdAt: Date,
  now: Date,
): Promise<QuestionRow> {
  const [row] = await tx
    .insert(questions)
    .values({ id: newId(), ...columnsOf(input), createdAt, updatedAt: now })
    .returning();
  return row as QuestionRow;
}

export async function updateQuestion(db: Db, id: string, input: QuestionInput, now: Date): Promise<QuestionRow> {
  const [row] = await db
    .update(questions)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(eq(questions.id, id))
    .returning();
  return row as QuestionRow;
}

/** Puts `nextId` in every test where `id` was, at the same position. */
export async function relinkQuestion(tx: Db, id: string, nextId: string): Promise<void> {
  await tx.update(testQuestions).set({ questionId: nextId }).where(eq(testQuestions.questionId, id));
}

export async function unlinkQuestions(tx: Db, ids: string[]): Promise<void> {
  await tx.delete(testQuestions).where(inArray(testQuestions.questionId, ids));
}

/** Hides the questions, and takes them out of students' mistakes (which hold only questions in the bank). */
export async function softDeleteQuestions(tx: Db, ids: string[], now: Date): Promise<void> {
  await tx.update(questions).set({ deletedAt: now }).where(inArray(questions.id, ids));
  await tx.delete(mistakes).where(inArray(mistakes.questionId, ids));
}

/** The ids among `testIds` of undeleted tests. */
export async function liveTestIds(db: Db, testIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(inArray(tests.id, testIds), isNull(tests.deletedAt)));
  return rows.map((r) => r.id);
}

/** Appends questions to tests after their current last position. */
export async function appendToTests(tx: Db, testIds: string[], questionIds: string[]): Promise<void> {
  for (const testId of testIds) {
    const [last] = await tx
      .select({ position: max(testQuestions.position) })
      .from(testQuestions)
      .where(eq(testQuestions.testId, testId));
    const start = (last?.position ?? -1) + 1;
    await tx
      .insert(testQuestions)
      .values(questionIds.map((questionId, i) => ({ testId, questionId, position: start + i })))
      .onConflictDoNothing();
  }
}
