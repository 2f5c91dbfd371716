import type { TargetExamInput } from '@mockprep/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TargetExamRow, targetExams } from '../../db/schema';
import { newId } from '../../lib/ids';

const bySequence = [asc(targetExams.sequence), asc(targetExams.name)];

/** Every exam, or only the active ones, by sequence then name. */
export async function listTargetExams(db: Db, onlyActive: boolean): Promise<TargetExamRow[]> {
  return db
    .select()
    .from(targetExams)
    .where(onlyActive ? eq(targetExams.isActive, true) : undefined)
    .orderBy(...bySequence);
}

export async function findTargetExam(db: Db, id: string): Promise<TargetExamRow | undefined> {
  const [row] = await db.select().from(targetExams).where(eq(targetExams.id, id)).limit(1);
  return row;
}

/** The ids among `ids` that name an exam; every exam's id when `ids` is omitted. */
export async function targetExamIds(db: Db, ids?: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: targetExams.id })
    .from(targetExams)
    .where(ids ? inArray(targetExams.id, ids) : undefined);
  return rows.map((r) => r.id);
}

export async function insertTargetExam(db: Db, input: TargetExamInput): Promise<TargetExamRow> {
  const [row] = await db
    .insert(targetExams)
    .values({ id: newId(), ...input })
    .returning();
  return row as TargetExamRow;
}

/** Inserts the rows in one statement, skipping those whose name is taken; returns the ids it inserted. */
export async function insertTargetExamsSkippingTaken(
  db: Db,
  rows: (TargetExamInput & { id: string })[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const created = await db.insert(targetExams).values(rows).onConflictDoNothing().returning({ id: targetExams.id });
  return new Set(created.map((row) => row.id));
}

export async function updateTargetExam(
  db: Db,
  id: string,
  input: TargetExamInput,
  now: Date,
): Promise<TargetExamRow | undefined> {
  const [row] = await db
    .update(targetExams)
    .set({ ...input, updatedAt: now })
    .where(eq(targetExams.id, id))
    .returning();
  return row;
}

/** Deletes the exams; returns those there were. */
export async function deleteTargetExams(db: Db, ids: string[]): Promise<TargetExamRow[]> {
  return db.delete(targetExams).where(inArray(targetExams.id, ids)).returning();
}

export async function setSequence(tx: Db, id: string, sequence: number, now: Date): Promise<void> {
  await tx.update(targetExams).set({ sequence, updatedAt: now }).where(eq(targetExams.id, id));
}

/** Renumbers every exam from 1 in the current order (sequence, then name). */
export async function renumberTargetExams(db: Db): Promise<void> {
  await db.execute(sql`update ${targetExams} set sequence = ranked.n from (
    select id, row_number() over (order by sequence, name) as n from ${targetExams}) ranked
    where ${targetExams.id} = ranked.id`);
}
