import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { type ListFilters, pagedListOptions, usePagedList } from '../../lib/use-paged-list';
import { readFilters, toSearchParams } from './filters';

const CATALOGUE = { queryKey: queryKeys.tests.list, path: '/tests' } as const;

/** How many tests the catalogue holds, for the hero: the total of an unfiltered page of one. */
const catalogueSize = queryOptions({
  queryKey: queryKeys.tests.size,
  queryFn: async () => (await api.get('/tests?limit=1')).data.total,
  staleTime: 60_000,
});

/** The exam types, subjects and target exams that exist, for the filter menus (every level and type is offered). */
const filterOptions = queryOptions({
  queryKey: queryKeys.tests.filters,
  queryFn: async () => (await api.get('/tests/filters')).data,
  staleTime: 5 * 60_000,
});

/** GET /tests a page at a time, filtered and searched on the server; the list shown stays while a new filter loads. */
export const useTests = (filters: ListFilters) => usePagedList({ ...CATALOGUE, filters });
export const useCatalogueSize = () => useQuery(catalogueSize);
export const useTestFilterOptions = () => useQuery(filterOptions);

/** The catalogue's filters at `params`, as the query string of GET /tests. */
export const catalogueQuery = (params: URLSearchParams): ListFilters =>
  Object.fromEntries(toSearchParams(readFilters(params)));

/** Starts what the catalogue at `url` shows first (its route calls it beside loading the screen's code). */
export function prefetchCatalogue(client: QueryClient, url: URL) {
  void client.prefetchInfiniteQuery(pagedListOptions({ ...CATALOGUE, filters: catalogueQuery(url.searchParams) }));
  void client.prefetchQuery(catalogueSize);
  void client.prefetchQuery(filterOptions);
}
