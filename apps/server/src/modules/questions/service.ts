import {
  type AdminQuestion,
  type AdminQuestionFilters,
  type AdminQuestionPage,
  type BulkAssignResult,
  checkQuestions,
  QUESTION_MSG,
  type QuestionInput,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { QuestionRow } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { firstPageTotal, pageOf } from '../../lib/paging';
import { versionedCache } from '../../lib/versioned-cache';
import type { Actor, AuditLog } from '../audit-log/service';
import { toAdminQuestion } from './json';
import {
  appendToTests,
  bankSubjects,
  countQuestions,
  findQuestion,
  insertQuestions,
  insertQuestionVersion,
  isServedInAttempts,
  listQuestions,
  liveQuestionIds,
  liveTestIds,
  questionsById,
  readContentVersion,
  relinkQuestion,
  softDeleteQuestions,
  unlinkQuestions,
  updateQuestion,
} from './repo';

const bulkDetails = (ids: string[]) => ({ count: ids.length, ids });

/** Every write is recorded in the audit log within its transaction (actor null: the demo seeder, not recorded). */
/** Question rows one process keeps (a few hundred tests' worth). */
const CACHED_QUESTIONS = 20_000;

export function makeQuestions(deps: { db: Db; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;
  const cache = versionedCache<string, QuestionRow>(CACHED_QUESTIONS);

  async function find(id: string): Promise<QuestionRow> {
    const row = await findQuestion(db, id);
    if (!row) throw new HttpError(404, QUESTION_MSG.notFound);
    return row;
  }

  return {
    /** Questions by id, deleted ones included (attempts keep showing what they served). */
    byIds: (ids: string[]): Promise<Map<string, QuestionRow>> => questionsById(db, ids),

    /** byIds from this process's cache, valid at the content `version` read earlier in the same request. */
    async byIdsAt(ids: string[], version: number): Promise<Map<string, QuestionRow>> {
      const found = new Map<string, QuestionRow>();
      const missing: string[] = [];
      for (const id of ids) {
        const row = cache.get(id, version);
        if (row) found.set(id, row);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      for (const [id, row] of await questionsById(db, missing)) {
        cache.set(id, row, version);
        found.set(id, row);
      }
      return found;
    },

    /** The content version now, for byIdsAt when no other read of the request brings it. */
    contentVersion: () => readContentVersion(db),

    /** The ids among `ids` of questions in the bank (not deleted). */
    existingIds: (ids: string[]): Promise<string[]> => liveQuestionIds(db, ids),

    /** One page of the bank, and how many questions match in all. */
    async list(filters: AdminQuestionFilters): Promise<AdminQuestionPage> {
      const [rows, counted] = await Promise.all([
        listQuestions(db, filters),
        firstPageTotal(filters, () => countQuestions(db, filters)),
      ]);
      const page = pageOf(rows, filters);
      return { entries: page.rows.map(toAdminQuestion), nextCursor: page.nextCursor, ...counted };
    },

    subjects: (): Promise<string[]> => bankSubjects(db),

    create: (actor: Actor, input: QuestionInput): Promise<AdminQuestion> =>
      db.transaction(async (tx) => {
        const [row] = await insertQuestions(tx, [input]);
        const after = toAdminQuestion(row as QuestionRow);
        await audit.record(actor, { action: 'question.create', entityId: after._id, after }, tx);
        return after;
      }),

    /**
     * Edits in place, unless students have been served the question: then the edit becomes a new version that
     * replaces it in its tests, and the old one stays (hidden) for their answer reviews.
     */
    async update(actor: Actor, id: string, input: QuestionInput): Promise<AdminQuestion> {
      const current = await find(id);
      const now = clock.now();
      const served = await isServedInAttempts(db, id);
      return db.transaction(async (tx) => {
        let next: QuestionRow;
        if (served) {
          next = await insertQuestionVersion(tx, input, current.createdAt, now);
          await relinkQuestion(tx, id, next.id);
          await softDeleteQuestions(tx, [id], now);
        } else {
          next = await updateQuestion(tx, id, input, now);
        }
        const after = toAdminQuestion(next);
        const before = toAdminQuestion(current);
        await audit.record(actor, { action: 'question.update', entityId: id, before, after }, tx);
        return after;
      });
    },

    /** Removes questions from the bank and their tests; ones served in attempts are kept hidden for reviews. */
    async remove(actor: Actor, ids: string[]): Promise<number> {
      const found = await liveQuestionIds(db, ids);
      if (found.length === 0) throw new HttpError(404, QUESTION_MSG.notFound);
      const before = [...(await questionsById(db, found)).values()].map(toAdminQuestion);
      await db.transaction(async (tx) => {
        await unlinkQuestions(tx, found);
        await softDeleteQuestions(tx, found, clock.now());
        const entry =
          ids.length === 1
            ? { action: 'question.delete' as const, entityId: found[0], before: before[0] }
            : { action: 'question.bulk-delete' as const, before, details: bulkDetails(found) };
        await audit.record(actor, entry, tx);
      });
      return found.length;
    },

    /** Creates the valid items; the invalid ones come back as messages (partial success). */
    async createMany(actor: Actor, items: unknown[]) {
      assertBulkSize(items);
      const { valid, errors } = checkQuestions(items);
      const created = await db.transaction(async (tx) => {
        const rows = await insertQuestions(tx, valid);
        const ids = rows.map((r) => r.id);
        const entry = {
          action: 'question.bulk-upload' as const,
          after: rows.map(toAdminQuestion),
          details: bulkDetails(ids),
        };
        if (rows.length > 0) await audit.record(actor, entry, tx);
        return rows;
      });
      return {
        questions: created.map(toAdminQuestion),
        successful: created.length,
        failed: items.length - created.length,
        errors,
      };
    },

    /** Creates the questions and links them to every chosen test in one transaction; any invalid item stops it all. */
    async assign(actor: Actor, items: unknown[], testIds: string[]): Promise<BulkAssignResult> {
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
        const ids = rows.map((r) => r.id);
        await appendToTests(tx, found, ids);
        const after = rows.map(toAdminQuestion);
        await audit.record(
          actor,
          { action: 'question.bulk-assign', after, details: { ...bulkDetails(ids), testIds: found } },
          tx,
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
