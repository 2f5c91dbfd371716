import type { ResultsSort } from '@mockprep/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { useMyAttemptStats } from '../../lib/my-attempts';
import { queryKeys } from '../../lib/query-keys';
import { pagedListOptions, usePagedList } from '../../lib/use-paged-list';

/** One submitted attempt with its answer review; the page shows why it failed (404, not submitted yet). */
export function useResult(attemptId: string) {
  return useQuery({
    queryKey: queryKeys.attempts.result(attemptId),
    queryFn: async () => (await api.get(`/attempts/${attemptId}`)).data,
  });
}

export const useMyResultStats = () => useMyAttemptStats(i18n.t('fail.results'));

const MY_RESULTS = { queryKey: queryKeys.attempts.mine, path: '/attempts/user' } as const;
type MyResultsFilters = { search: string; sort: ResultsSort };

/** What My Results opens on: every result, newest first. */
export const FIRST_RESULTS: MyResultsFilters = { search: '', sort: 'all' };

/** My Results, searched and sorted by the server, a page at a time. */
export const useMyResults = (filters: MyResultsFilters) => usePagedList({ ...MY_RESULTS, filters });

/** Starts My Results' first page (its route calls it beside loading the screen's code). */
export function prefetchMyResults(client: QueryClient) {
  void client.prefetchInfiniteQuery(pagedListOptions({ ...MY_RESULTS, filters: FIRST_RESULTS }));
}

const ATTEMPTED_TESTS = { queryKey: queryKeys.attempts.tests, path: '/attempts/tests' } as const;

/** My Results by test: each test the student submitted, the latest attempted first, a page at a time. */
export const useAttemptedTests = () => usePagedList(ATTEMPTED_TESTS);

/** Starts the by-test view's first page (its route calls it beside loading the screen's code). */
export function prefetchAttemptedTests(client: QueryClient) {
  void client.prefetchInfiniteQuery(pagedListOptions(ATTEMPTED_TESTS));
}
