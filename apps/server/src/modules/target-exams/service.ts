import { type BulkResult, checkBulkTargetExams, type TargetExam, type TargetExamInput } from '@mockprep/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { targetExams } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';

type TargetExamRow = typeof targetExams.$inferSelect;

const NOT_FOUND = 'Target exam not found';
const NAME_TAKEN = 'A target exam with this name already exists';

export const toTargetExamJson = (row: TargetExamRow): TargetExam => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  sequence: row.sequence,
  isActive: row.isActive,
});

export function makeTargetExams(db: Db, clock: Clock) {
  const ordered = (rows: TargetExamRow[]) => rows.map(toTargetExamJson);
  const listAll = async () =>
    ordered(await db.select().from(targetExams).orderBy(asc(targetExams.sequence), asc(targetExams.name)));

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
      const rows = await db
        .select()
        .from(targetExams)
        .where(eq(targetExams.isActive, true))
        .orderBy(asc(targetExams.sequence), asc(targetExams.name));
      return ordered(rows);
    },

    listAll,

    async get(id: string): Promise<TargetExam> {
      const [row] = await db.select().from(targetExams).where(eq(targetExams.id, id)).limit(1);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toTargetExamJson(row);
    },

    async create(input: TargetExamInput): Promise<TargetExam> {
      const [row] = await write(() =>
        db
          .insert(targetExams)
          .values({ id: newId(), ...input })
          .returning(),
      );
      return toTargetExamJson(row as TargetExamRow);
    },

    async update(id: string, input: TargetExamInput): Promise<TargetExam> {
      const [row] = await write(() =>
        db
          .update(targetExams)
          .set({ ...input, updatedAt: clock.now() })
          .where(eq(targetExams.id, id))
          .returning(),
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toTargetExamJson(row);
    },

    async remove(ids: string[]): Promise<number> {
      const gone = await db.delete(targetExams).where(inArray(targetExams.id, ids)).returning({ id: targetExams.id });
      if (gone.length === 0) throw new HttpError(404, NOT_FOUND);
      return gone.length;
    },

    /**
     * Creates the valid items in one statement; the invalid ones and those whose name is taken (already, or
     * earlier in the same upload) are reported (partial success).
     */
    async createMany(items: unknown[]): Promise<BulkResult> {
      assertBulkSize(items);
      const { valid, errors } = checkBulkTargetExams(items);
      const rows = valid.map((item) => ({ id: newId(), ...item }));
      const created =
        rows.length === 0
          ? []
          : await db.insert(targetExams).values(rows).onConflictDoNothing().returning({ id: targetExams.id });
      const createdIds = new Set(created.map((row) => row.id));
      for (const row of rows) if (!createdIds.has(row.id)) errors.push(`${row.name}: ${NAME_TAKEN}`);
      return { successful: created.length, failed: items.length - created.length, errors };
    },

    async setSequences(sequences: { id: string; sequence: number }[]): Promise<TargetExam[]> {
      await db.transaction(async (tx) => {
        for (const { id, sequence } of sequences) {
          await tx.update(targetExams).set({ sequence, updatedAt: clock.now() }).where(eq(targetExams.id, id));
        }
      });
      return listAll();
    },

    /** Renumbers every exam from 1 in the current order. */
    async reorder(): Promise<TargetExam[]> {
      await db.execute(sql`update ${targetExams} set sequence = ranked.n from (
        select id, row_number() over (order by sequence, name) as n from ${targetExams}) ranked
        where ${targetExams.id} = ranked.id`);
      return listAll();
    },
  };
}

export type TargetExams = ReturnType<typeof makeTargetExams>;
