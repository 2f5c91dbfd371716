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

export function makeTargetExams(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const ordered = (rows: TargetExamRow[]) => rows.map(toTargetExamJson);
  const listAll = async () => ordered(await listTargetExams(db, false));

  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
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

    listAll,

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

    async create(input: TargetExamInput): Promise<TargetExam> {
      return toTargetExamJson(await write(() => insertTargetExam(db, input)));
    },

    async update(id: string, input: TargetExamInput): Promise<TargetExam> {
      const row = await write(() => updateTargetExam(db, id, input, clock.now()));
      if (!row) throw new HttpError(404, TARGET_EXAM_MSG.notFound);
      return toTargetExamJson(row);
    },

    async remove(ids: string[]): Promise<number> {
      const deleted = await deleteTargetExams(db, ids);
      if (deleted === 0) throw new HttpError(404, TARGET_EXAM_MSG.notFound);
      return deleted;
    },

    /**
     * Creates the valid items in one statement; the invalid ones and those whose name is taken (already, or
     * earlier in the same upload) are reported (partial success).
     */
    async createMany(items: unknown[]): Promise<BulkResult> {
      assertBulkSize(items);
      const { valid, errors } = checkBulkTargetExams(items);
      const rows = valid.map((item) => ({ id: newId(), ...item }));
      const createdIds = await insertTargetExamsSkippingTaken(db, rows);
      for (const row of rows) if (!createdIds.has(row.id)) errors.push(`${row.name}: ${NAME_TAKEN}`);
      return { successful: createdIds.size, failed: items.length - createdIds.size, errors };
    },

    async setSequences(sequences: { id: string; sequence: number }[]): Promise<TargetExam[]> {
      await db.transaction(async (tx) => {
        for (const { id, sequence } of sequences) await setSequence(tx, id, sequence, clock.now());
      });
      return listAll();
    },

    /** Renumbers every exam from 1 in the current order. */
    async reorder(): Promise<TargetExam[]> {
      await renumberTargetExams(db);
      return listAll();
    },
  };
}

export type TargetExams = ReturnType<typeof makeTargetExams>;
