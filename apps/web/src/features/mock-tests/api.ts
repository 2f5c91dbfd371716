import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { type ListFilters, usePagedList } from '../../lib/use-paged-list';

/** GET /tests a page at a time, filtered and searched on the server; the list shown stays while a new filter loads. */
export function useTests(filters: ListFilters) {
  return usePagedList({ queryKey: queryKeys.tests.list, path: '/tests', filters });
}

/** How many tests the catalogue holds, for the hero: the total of an unfiltered page of one. */
export function useCatalogueSize() {
  return useQuery({
    queryKey: queryKeys.tests.size,
    queryFn: async () => (await api.get('/tests?limit=1')).data.total,
    staleTime: 60_000,
  });
}

/** The exam types, subjects and target exams that exist, for the filter menus (every level and type is offered). */
export function useTestFilterOptions() {
  return useQuery({
    queryKey: queryKeys.tests.filters,
    queryFn: async () => (await api.get('/tests/filters')).data,
    staleTime: 5 * 60_000,
  });
}
