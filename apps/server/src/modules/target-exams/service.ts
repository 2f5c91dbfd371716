import {
  type BulkResult,
  checkBulkTargetExams,
  MSG,
  TARGET_EXAM_MSG,
  type TargetExam,
  type TargetExamInput,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TargetExamRow } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Actor, AuditLog } from '../audit-log/service';
import {
  deleteTargetExams,
  findTargetExam,
  insertTargetExam,
  insertTargetExamsSkippingTaken,
  listTargetExams,
  renumberTargetExams,
  setSequence,
  targetExamIds,
  updateTargetExam,
} from './repo';

const NAME_TAKEN = 'A target exam with this name already exists';

export const toTargetExamJson = (row: TargetExamRow): TargetExam => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  sequence: row.sequence,
  isActive: row.isActive,
});

/** Every write is recorded in the audit log within its transaction (actor null: the demo seeder, not recorded). */
export function makeTargetExams(deps: { db: Db; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;
  const ordered = (rows: TargetExamRow[]) => rows.map(toTargetExamJson);
  const listAll = async (conn: Db = db) => ordered(await listTargetExams(conn, false));

  /** Runs the work in a transaction; a taken name is a 409. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, NAME_TAKEN);
      throw error;
    }
  }

  return {
    /** Public list for signup and profile: active exams ordered by sequence, then name. */
    async listActive(): Promise<TargetExam[]> {
      return ordered(await listTargetExams(db, true));
    },

    listAll: () => listAll(),

    /** Every exam's id. */
    allIds: (): Promise<string[]> => targetExamIds(db),

    /** Throws the contract's message unless every id names an existing target exam. */
    async assertExist(ids: string[]): Promise<void> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return;
      const found = await targetExamIds(db, unique);
      if (found.length !== unique.length) throw new HttpError(400, MSG.targetExamUnknown);
    },

    async get(id: string): Promise<TargetExam> {
      const row = await findTargetExam(db, id);
      if (!row) throw new HttpError(404, TARGET_EXAM_MSG.notFound);
      return toTargetExamJson(row);
    },

    create: (actor: Actor, input: TargetExamInput): Promise<TargetExam> =>
      write(async (tx) => {
        const after = toTargetExamJson(await insertTargetExam(tx, input));
        await audit.record(actor, { action: 'target-exam.create', entityId: after._id, after }, tx);
        return after;
      }),

    update: (actor: Actor, id: string, input: TargetExamInput): Promise<TargetExam> =>
      write(async (tx) => {
        const before = await findTargetExam(tx, id);
        const row = await updateTargetExam(tx, id, input, clock.now());
        if (!before || !row) throw new HttpError(404, TARGET_EXAM_MSG.notFound);
        const after = toTargetExamJson(row);
        await audit.record(
          actor,
          { action: 'target-exam.update', entityId: id, before: toTargetExamJson(before), after },
          tx,
        );
        return after;
      }),

    remove: (actor: Actor, ids: string[]): Promise<number> =>
      db.transaction(async (tx) => {
        const deleted = ordered(await deleteTargetExams(tx, ids));
        if (deleted.length === 0) throw new HttpError(404, TARGET_EXAM_MSG.notFound);
        const entry =
          ids.length === 1
            ? { action: 'target-exam.delete' as const, entityId: deleted[0]?._id, before: deleted[0] }
            : {
                action: 'target-exam.bulk-delete' as const,
                before: deleted,
                details: { count: deleted.length, ids: deleted.map((exam) => exam._id) },
              };
        await audit.record(actor, entry, tx);
        return deleted.length;
      }),

    /**
     * Creates the valid items in one statement; the invalid ones and those whose name is taken (already, or
     * earlier in the same upload) are reported (partial success).
     */
    async createMany(actor: Actor, items: unknown[]): Promise<BulkResult> {
      assertBulkSize(items);
      const { valid, errors } = checkBulkTargetExams(items);
      const rows = valid.map((item) => ({ id: newId(), ...item }));
      const createdIds = await db.transaction(async (tx) => {
        const ids = await insertTargetExamsSkippingTaken(tx, rows);
        const after = rows.filter((row) => ids.has(row.id));
        const details = { count: ids.size, ids: [...ids] };
        if (ids.size > 0) await audit.record(actor, { action: 'target-exam.bulk-create', after, details }, tx);
        return ids;
      });
      for (const row of rows) if (!createdIds.has(row.id)) errors.push(`${row.name}: ${NAME_TAKEN}`);
      return { successful: createdIds.size, failed: items.length - createdIds.size, errors };
    },

    setSequences: (actor: Actor, sequences: { id: string; sequence: number }[]): Promise<TargetExam[]> =>
      db.transaction(async (tx) => {
        const before = await listAll(tx);
        for (const { id, sequence } of sequences) await setSequence(tx, id, sequence, clock.now());
        const after = await listAll(tx);
        await audit.record(actor, { action: 'target-exam.sequences', before, after, details: { sequences } }, tx);
        return after;
      }),

    /** Renumbers every exam from 1 in the current order. */
    reorder: (actor: Actor): Promise<TargetExam[]> =>
      db.transaction(async (tx) => {
        const before = await listAll(tx);
        await renumberTargetExams(tx);
        const after = await listAll(tx);
        await audit.record(actor, { action: 'target-exam.reorder', before, after }, tx);
        return after;
      }),
  };
}

export type TargetExams = ReturnType<typeof makeTargetExams>;
