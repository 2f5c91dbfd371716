import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How many migrations drizzle has recorded as applied. */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  // Both drivers answer { rows }; the shared Db type leaves the result untyped.
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
