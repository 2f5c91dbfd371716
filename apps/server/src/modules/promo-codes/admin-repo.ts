import type { PromoCodesQuery } from '@mockprep/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { type PromoRow, promoCodes } from '../../db/schema';
import { newId } from '../../lib/ids';

type PromoFields = Omit<typeof promoCodes.$inferInsert, 'id'>;

/** Every code, newest first (the figures of the promo codes tab). */
export async function allPromoCodes(db: Db): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

/** One page of codes containing the search, newest first, with one row more. */
export async function listPromoCodes(db: Db, query: PromoCodesQuery): Promise<PromoRow[]> {
  const { after, order, limit } = keyset(promoCodes.id, query);
  return db
    .select()
    .from(promoCodes)
    .where(and(searchIn(query.search, promoCodes.code), after))
    .orderBy(order)
    .limit(limit);
}

/** How many codes contain the search (counted up to its cap). */
export const countPromoCodes = (db: Db, query: PromoCodesQuery): Promise<number> =>
  countMatching(
    db,
    db.select({ id: promoCodes.id }).from(promoCodes).where(searchIn(query.search, promoCodes.code)).$dynamic(),
    query.search,
  );

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
