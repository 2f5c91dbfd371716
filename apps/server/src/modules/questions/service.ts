import {
  type AddQuestionForm,
  type AdminQuestion,
  type BulkAssignResult,
  checkQuestions,
  fromAddQuestionForm,
  QUESTION_MSG,
  type QuestionInput,
} from '@mockprep/contract';
import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, type QuestionRow, questions, testQuestions, tests } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { toAdminQuestion } from './json';

const NOT_FOUND = 'Question not found';

function assertKeyInRange(input: QuestionInput) {
  if (input.correctOption >= input.options.length) {
    throw new HttpError(400, QUESTION_MSG.correct(input.options.length - 1));
  }
}

export function makeQuestions(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function find(id: string): Promise<QuestionRow> {
    const [row] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), isNull(questions.deletedAt)))
      .limit(1);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  /** Served in some attempt: its text must stay as the student saw it. */
  async function servedInAttempts(id: string): Promise<boolean> {
    const [hit] = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(sql`${attempts.questionIds} @> ${JSON.stringify([id])}::jsonb`)
      .limit(1);
    return hit !== undefined;
  }

  async function insertMany(tx: Db, items: QuestionInput[]): Promise<QuestionRow[]> {
    if (items.length === 0) return [];
    return tx
      .insert(questions)
      .values(items.map((q) => ({ id: newId(), ...q })))
      .returning();
  }

  /** Appends questions to tests after their current last position. */
  async function appendToTests(tx: Db, testIds: string[], questionIds: string[]) {
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

  return {
    async list(): Promise<AdminQuestion[]> {
      const rows = await db
        .select()
        .from(questions)
        .where(isNull(questions.deletedAt))
        .orderBy(desc(questions.createdAt));
      return rows.map(toAdminQuestion);
    },

    /** The Add Question form sends the correct option as typed (1 to 4). */
    async create(form: AddQuestionForm): Promise<AdminQuestion> {
      const [row] = await insertMany(db, [fromAddQuestionForm(form)]);
      return toAdminQuestion(row as QuestionRow);
    },

    /**
     * Edits in place, unless students have been served the question: then the edit becomes a new version that
     * replaces it in its tests, and the old one stays (hidden) for their answer reviews.
     */
    async update(id: string, input: QuestionInput): Promise<AdminQuestion> {
      assertKeyInRange(input);
      const current = await find(id);
      const now = clock.now();
      if (!(await servedInAttempts(id))) {
        const [row] = await db
          .update(questions)
          .set({ ...input, updatedAt: now })
          .where(eq(questions.id, id))
          .returning();
        return toAdminQuestion(row as QuestionRow);
      }
      return db.transaction(async (tx) => {
        const [next] = await tx
          .insert(questions)
          .values({ id: newId(), ...input, createdAt: current.createdAt, updatedAt: now })
          .returning();
        await tx
          .update(testQuestions)
          .set({ questionId: next?.id as string })
          .where(eq(testQuestions.questionId, id));
        await tx.update(questions).set({ deletedAt: now }).where(eq(questions.id, id));
        return toAdminQuestion(next as QuestionRow);
      });
    },

    /** Removes questions from the bank and their tests; ones served in attempts are kept hidden for reviews. */
    async remove(ids: string[]): Promise<number> {
      const found = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(inArray(questions.id, ids), isNull(questions.deletedAt)));
      if (found.length === 0) throw new HttpError(404, NOT_FOUND);
      const foundIds = found.map((row) => row.id);
      await db.transaction(async (tx) => {
        await tx.delete(testQuestions).where(inArray(testQuestions.questionId, foundIds));
        await tx.update(questions).set({ deletedAt: clock.now() }).where(inArray(questions.id, foundIds));
      });
      return found.length;
    },

    /** Creates the valid items; the invalid ones come back as messages (partial success). */
    async createMany(items: unknown[]) {
      assertBulkSize(items);
      const { valid, errors } = checkQuestions(items);
      const created = await insertMany(db, valid);
      return {
        questions: created.map(toAdminQuestion),
        successful: created.length,
        failed: items.length - created.length,
        errors,
      };
    },

    /** Creates the questions and links them to every chosen test in one transaction; any invalid item stops it all. */
    async assign(items: unknown[], testIds: string[]): Promise<BulkAssignResult> {
      assertBulkSize(items);
      if (testIds.length === 0) throw new HttpError(400, QUESTION_MSG.noTests);
      const { valid, errors } = checkQuestions(items);
      if (items.length === 0) throw new HttpError(400, QUESTION_MSG.empty);
      if (errors.length > 0) {
        throw new HttpError(400, errors[0] as string, { errors: errors.map((message) => ({ path: '', message })) });
      }
      const found = await db
        .select({ id: tests.id })
        .from(tests)
        .where(and(inArray(tests.id, testIds), isNull(tests.deletedAt)));
      if (found.length !== new Set(testIds).size) throw new HttpError(404, 'One or more selected tests do not exist');
      const created = await db.transaction(async (tx) => {
        const rows = await insertMany(tx, valid);
        await appendToTests(
          tx,
          found.map((t) => t.id),
          rows.map((r) => r.id),
        );
        return rows;
      });
      return {
        message: `${created.length} questions created and assigned to ${found.length} test(s)`,
        questionsCreated: created.length,
        testsUpdated: found.length,
      };
    },
  };
}

export type Questions = ReturnType<typeof makeQuestions>;
