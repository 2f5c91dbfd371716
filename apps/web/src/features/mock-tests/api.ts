import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /tests with `query` (search params, '' for every test); the previous list stays while a new filter loads. */
export function useTests(query: string) {
  return useQuery({
    queryKey: queryKeys.tests.list(query),
    queryFn: async () => (await api.get(query ? `/tests?${query}` : '/tests')).data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: query ? i18n.t('fail.applyFilters') : i18n.t('fail.tests') },
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
