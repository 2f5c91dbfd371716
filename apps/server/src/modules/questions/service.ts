import {
  type AddQuestionForm,
  type AdminQuestion,
  type BulkAssignResult,
  checkQuestions,
  fromAddQuestionForm,
  QUESTION_MSG,
  type QuestionInput,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { QuestionRow } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { toAdminQuestion } from './json';
import {
  appendToTests,
  findQuestion,
  insertQuestions,
  insertQuestionVersion,
  isServedInAttempts,
  listQuestions,
  liveQuestionIds,
  liveTestIds,
  questionsById,
  relinkQuestion,
  softDeleteQuestions,
  unlinkQuestions,
  updateQuestion,
} from './repo';

function assertKeyInRange(input: QuestionInput) {
  if (input.correctOption >= input.options.length) {
    throw new HttpError(400, QUESTION_MSG.correct(input.options.length - 1));
  }
}

export function makeQuestions(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function find(id: string): Promise<QuestionRow> {
    const row = await findQuestion(db, id);
    if (!row) throw new HttpError(404, QUESTION_MSG.notFound);
    return row;
  }

  return {
    /** Questions by id, deleted ones included (attempts keep showing what they served). */
    byIds: (ids: string[]): Promise<Map<string, QuestionRow>> => questionsById(db, ids),

    /** The ids among `ids` of questions in the bank (not deleted). */
    existingIds: (ids: string[]): Promise<string[]> => liveQuestionIds(db, ids),

    async list(): Promise<AdminQuestion[]> {
      return (await listQuestions(db)).map(toAdminQuestion);
    },

    /** The Add Question form sends the correct option as typed (1 to 4). */
    async create(form: AddQuestionForm): Promise<AdminQuestion> {
      const [row] = await insertQuestions(db, [fromAddQuestionForm(form)]);
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
      if (!(await isServedInAttempts(db, id))) return toAdminQuestion(await updateQuestion(db, id, input, now));
      return db.transaction(async (tx) => {
        const next = await insertQuestionVersion(tx, input, current.createdAt, now);
        await relinkQuestion(tx, id, next.id);
        await softDeleteQuestions(tx, [id], now);
        return toAdminQuestion(next);
      });
    },

    /** Removes questions from the bank and their tests; ones served in attempts are kept hidden for reviews. */
    async remove(ids: string[]): Promise<number> {
      const found = await liveQuestionIds(db, ids);
      if (found.length === 0) throw new HttpError(404, QUESTION_MSG.notFound);
      await db.transaction(async (tx) => {
        await unlinkQuestions(tx, found);
        await softDeleteQuestions(tx, found, clock.now());
      });
      return found.length;
    },

    /** Creates the valid items; the invalid ones come back as messages (partial success). */
    async createMany(items: unknown[]) {
      assertBulkSize(items);
      const { valid, errors } = checkQuestions(items);
      const created = await insertQuestions(db, valid);
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
      const found = await liveTestIds(db, testIds);
      if (found.length !== new Set(testIds).size) throw new HttpError(404, QUESTION_MSG.unknownTests);
      const created = await db.transaction(async (tx) => {
        const rows = await insertQuestions(tx, valid);
        await appendToTests(
          tx,
          found,
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
