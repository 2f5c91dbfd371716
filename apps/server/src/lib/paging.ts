import { type PageQuery, type PageTotal, SEARCH_COUNT_CAP } from '@mockprep/contract';

/**
 * A page from rows read newest first with one row more than `limit` (that extra row tells whether more follow):
 * the next page starts after the last row kept.
 */
export function pageOf<Row extends { id: string }>(rows: Row[], query: PageQuery) {
  const kept = rows.slice(0, query.limit);
  return { rows: kept, nextCursor: rows.length > query.limit ? (kept.at(-1)?.id ?? null) : null };
}

/**
 * Counts a list's total for its first page only: a page read by cursor answers without it (the client keeps the
 * first page's), so paging on through a long list never counts it again. A searched list's count (db/paging's
 * countMatching) stops past SEARCH_COUNT_CAP, and is then reported as capped there.
 */
export async function firstPageTotal(
  query: PageQuery & { search?: string },
  count: () => Promise<number>,
): Promise<PageTotal> {
  if (query.cursor) return {};
  const total = await count();
  return query.search && total > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, totalCapped: true } : { total };
}

/** Rows an export reads per query: big enough to be quick, small enough that no query runs long. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a list, newest first, read a page of `EXPORT_BATCH` rows at a time by its keyset (`read` gets the
 * page to read and returns it with one row more, like a list's repo): each batch is a short query, and the next is
 * read only when the consumer asks for it, so a slow download holds no connection and no more than a batch in memory.
 */
export async function* inBatches<Row extends { id: string }>(
  read: (page: PageQuery) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let cursor: string | undefined;
  do {
    const page = { cursor, limit: EXPORT_BATCH };
    const { rows, nextCursor } = pageOf(await read(page), page);
    if (rows.length > 0) yield rows;
    cursor = nextCursor ?? undefined;
  } while (cursor);
}
