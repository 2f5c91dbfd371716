import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SupportRequestRow, supportRequests } from '../../db/schema';
import { newId } from '../../lib/ids';

export async function insertSupportRequest(
  db: Db,
  values: Omit<typeof supportRequests.$inferInsert, 'id'>,
): Promise<SupportRequestRow> {
  const [row] = await db
    .insert(supportRequests)
    .values({ id: newId(), ...values })
    .returning();
  return row as SupportRequestRow;
}

/** Every request, newest first. */
export async function listSupportRequests(db: Db): Promise<SupportRequestRow[]> {
  return db.select().from(supportRequests).orderBy(desc(supportRequests.createdAt));
}
