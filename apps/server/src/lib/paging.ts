import type { PageQuery } from '@mockprep/contract';

/**
 * A page from rows read newest first with one row more than `limit` (that extra row tells whether more follow):
 * the next page starts after the last row kept.
 */
export function pageOf<Row extends { id: string }>(rows: Row[], query: PageQuery) {
  const kept = rows.slice(0, query.limit);
  return { rows: kept, nextCursor: rows.length > query.limit ? (kept.at(-1)?.id ?? null) : null };
}
