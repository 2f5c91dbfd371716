import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type QuestionRow, questions } from '../../db/schema';

export async function questionsById(db: Db, ids: string[]): Promise<Map<string, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  return new Map(rows.map((q) => [q.id, q]));
}
