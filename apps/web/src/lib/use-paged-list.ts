import { formatTotal, type PageTotal } from '@mockprep/contract';
import type { ApiData, ApiOperation } from '@mockprep/contract/api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPath, api, type DataOf } from './api';

/** A list's filters as the query string sends them; empty values are left out. */
export type ListFilters = Record<string, string | number | undefined>;

/** The query string of one page: its size, the filters that are set and the last id of the page before. */
export function pageQuery(filters: ListFilters, limit: number, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The contract's paths whose GET answers a Page (from the operations: '/attempts/user' is not '/attempts/{id}'). */
type PagedPath = {
  [O in ApiOperation]: O extends `GET ${infer P extends ApiPath<'GET'>}`
    ? ApiData<O> extends { entries: unknown[]; nextCursor: string | null }
      ? P
      : never
    : never;
}[ApiOperation];

type PagedListOptions<P extends PagedPath> = {
  queryKey: readonly unknown[];
  path: P;
  filters?: ListFilters;
  limit?: number;
};

/**
 * The query of a paged list: what `usePagedList` reads, and what a route prefetches beside its screen's code (the
 * same key, so the screen finds the first page already on its way).
 */
export function pagedListOptions<P extends PagedPath>({
  queryKey,
  path,
  filters = {},
  limit = 20,
}: PagedListOptions<P>) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, pageQuery(filters, limit)],
    queryFn: async ({ pageParam }) => (await api.get(`${path}?${pageQuery(filters, limit, pageParam)}` as P)).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * A list the server pages (the contract's Page), read a page at a time: `entries` holds every page loaded so far,
 * `totalText` the server's count as shown ("1,000+" for a search that stopped counting) where the list has one.
 * While other filters load, the list shown stays (no flash).
 */
export function usePagedList<P extends PagedPath>(options: PagedListOptions<P> & { enabled?: boolean }) {
  const query = useInfiniteQuery({
    ...pagedListOptions(options),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  // One page type whatever P is (TypeScript cannot flatten a union of page types).
  const pages: ({ entries: unknown[] } & PageTotal)[] = query.data?.pages ?? [];
  const first = pages[0];
  return {
    ...query,
    entries: pages.flatMap((page): unknown[] => page.entries) as DataOf<'GET', P>['entries'],
    totalText: first?.total === undefined ? undefined : formatTotal({ ...first, total: first.total }),
  };
}
