import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PromoRow, promoCodes } from '../../db/schema';
import { newId } from '../../lib/ids';

type PromoFields = Omit<typeof promoCodes.$inferInsert, 'id'>;

/** Every code, newest first. */
export async function listPromoCodes(db: Db): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

/** Throws a unique violation when the code is taken. */
export async function insertPromoCode(db: Db, fields: PromoFields): Promise<PromoRow | undefined> {
  const [row] = await db
    .insert(promoCodes)
    .values({ id: newId(), ...fields })
    .returning();
  return row;
}

/** Throws a unique violation when the code is taken; undefined when there is no such code. */
export async function updatePromoCode(db: Db, id: string, fields: PromoFields): Promise<PromoRow | undefined> {
  const [row] = await db.update(promoCodes).set(fields).where(eq(promoCodes.id, id)).returning();
  return row;
}

export async function findPromoCode(db: Db, id: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** Deletes the code (payments keep their snapshot, their link is cleared); the code deleted, if there was one. */
export async function deletePromoCode(db: Db, id: string): Promise<PromoRow | undefined> {
  const [gone] = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
  return gone;
}
