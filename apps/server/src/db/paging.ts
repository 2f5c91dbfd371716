import type { PageQuery } from '@mockprep/contract';
import { desc, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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
