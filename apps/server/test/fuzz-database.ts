import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql.raw>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * The tables a refused request may still write: failed sign-in and OTP tries are counted on purpose (lockouts).
 */
const COUNTS_REFUSALS = new Set(['otp_codes', 'password_lockouts']);

/** A cheap fingerprint of every table: its row count and an order-independent hash of its rows. */
export async function makeFingerprint(db: Db) {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql.raw(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    ),
  );
  const query = sql.raw(
    tables
      .filter((t) => !COUNTS_REFUSALS.has(t.name))
      .map(
        (t) =>
          `select '${t.name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as print from "${t.name}" x`,
      )
      .join(' union all '),
  );
  return async () =>
    Object.fromEntries((await rowsOf<{ name: string; print: string }>(db, query)).map((r) => [r.name, r.print]));
}

/** Some ids of each kind that exist now, so generated requests reach real records. */
export async function existingIds(db: Db): Promise<string[]> {
  const tables = ['users', 'tests', 'questions', 'target_exams', 'promo_codes', 'attempts', 'payments'];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql.raw(tables.map((t) => `(select id::text from "${t}" order by random() limit 4)`).join(' union all ')),
  );
  return rows.map((r) => r.id);
}
