import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
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

type PagedPath = {
  [P in ApiPath<'GET'>]: DataOf<'GET', P> extends { entries: unknown[]; nextCursor: string | null } ? P : never;
}[ApiPath<'GET'>];

/**
 * A list the server pages (the contract's Page), read a page at a time: `entries` holds every page loaded so far,
 * `total` the server's count where the list has one. While other filters load, the list shown stays (no flash).
 */
export function usePagedList<P extends PagedPath>(options: {
  queryKey: readonly unknown[];
  path: P;
  filters?: ListFilters;
  limit?: number;
  enabled?: boolean;
}) {
  const { queryKey, path, filters = {}, limit = 20, enabled } = options;
  const query = useInfiniteQuery({
    queryKey: [...queryKey, pageQuery(filters, limit)],
    queryFn: async ({ pageParam }) => (await api.get(`${path}?${pageQuery(filters, limit, pageParam)}` as P)).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    entries: pages.flatMap((page) => page.entries as DataOf<'GET', P>['entries'][number][]),
    total: pages[0]?.total,
  };
}
