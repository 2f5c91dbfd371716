import { z } from 'zod';

/** Every paged list: a page holds `default` entries unless `limit` asks for 1 to `max`. */
export const PAGE_LIMIT = { default: 20, max: 100 } as const;

/** Longest search text a list accepts. */
export const SEARCH_MAX = 100;

/**
 * A searched list counts its matches up to this many: past it the count stops (`totalCapped`), so a common word
 * costs no more to count than a rare one, however large the list.
 */
export const SEARCH_COUNT_CAP = 1000;

export const PAGING_MSG = {
  limit: `Limit must be a whole number from 1 to ${PAGE_LIMIT.max}`,
  cursor: 'This page link is no longer valid: load the list again from its first page',
  search: `Search must be at most ${SEARCH_MAX} characters`,
} as const;

/**
 * The paging part of every list's query: pages go newest first (ids are time-ordered), `cursor` being the last id
 * of the page before. Lists extend it with their own filters.
 */
export const PageQuery = z.object({
  cursor: z.uuid({ error: PAGING_MSG.cursor }).optional(),
  limit: z.coerce
    .number({ error: PAGING_MSG.limit })
    .int(PAGING_MSG.limit)
    .min(1, PAGING_MSG.limit)
    .max(PAGE_LIMIT.max, PAGING_MSG.limit)
    .default(PAGE_LIMIT.default),
});
export type PageQuery = z.output<typeof PageQuery>;

/** Free text matched anywhere in a list's searched fields, case-insensitively; `%` and `_` are plain characters. */
export const SearchText = z
  .string({ error: PAGING_MSG.search })
  .trim()
  .max(SEARCH_MAX, PAGING_MSG.search)
  .optional()
  .transform((v) => v || undefined);

/** A list's count, on its first page (see Page). */
const PageTotal = z.object({
  total: z.number().int().optional(),
  totalCapped: z.literal(true).optional(),
});
export type PageTotal = z.output<typeof PageTotal>;

/**
 * One page of a list: `nextCursor` asks for the following page (null on the last one); `total` counts every entry
 * matching the filters, on lists that show it, and comes with the first page only (a page read by cursor leaves it
 * out: the first page's still holds). With a search, counting stops at SEARCH_COUNT_CAP: `totalCapped` then says
 * that more than `total` match.
 */
export const Page = <T extends z.ZodType>(item: T) =>
  z.object({
    entries: z.array(item),
    nextCursor: z.string().nullable(),
    ...PageTotal.shape,
  });
