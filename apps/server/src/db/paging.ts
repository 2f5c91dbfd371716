import { type PageQuery, SEARCH_COUNT_CAP } from '@mockprep/contract';
import { count, desc, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** `%text%` for LIKE with the text's own `\`, `%` and `_` escaped (backslash is PostgreSQL's LIKE escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Rows whose any of `columns` contains `text`, case-insensitively (served by their pg_trgm indexes). */
export const searchIn = (text: string | undefined, ...columns: PgColumn[]): SQL | undefined =>
  text ? or(...columns.map((column) => ilike(column, containsPattern(text)))) : undefined;

/**
 * The keyset of a page read newest first by a time-ordered id: the condition that starts after `cursor`, the
 * order, and the limit with one row more (see lib/paging's pageOf).
 */
export const keyset = (id: PgColumn, query: PageQuery) => ({
  after: query.cursor ? lt(id, query.cursor) : undefined,
  order: desc(id),
  limit: query.limit + 1,
});

/**
 * How many rows `matching` (a select of the rows that match a list's filters) finds; with a search, counting stops
 * past SEARCH_COUNT_CAP (lib/paging's firstPageTotal reports it as capped).
 */
export async function countMatching(db: Db, matching: PgSelect, search: string | undefined): Promise<number> {
  const rows = (search ? matching.limit(SEARCH_COUNT_CAP + 1) : matching).as('matching');
  const [row] = await db.select({ n: count() }).from(rows);
  return row?.n ?? 0;
}
