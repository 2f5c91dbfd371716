import type { ResultsSort } from '@mockprep/contract';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { useMyAttemptStats } from '../../lib/my-attempts';
import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/use-paged-list';

/** One submitted attempt with its answer review; the page shows why it failed (404, not submitted yet). */
export function useResult(attemptId: string) {
  return useQuery({
    queryKey: queryKeys.attempts.result(attemptId),
    queryFn: async () => (await api.get(`/attempts/${attemptId}`)).data,
  });
}

export const useMyResultStats = () => useMyAttemptStats(i18n.t('fail.results'));

/** My Results, searched and sorted by the server, a page at a time. */
export const useMyResults = (filters: { search: string; sort: ResultsSort }) =>
  usePagedList({ queryKey: queryKeys.attempts.mine, path: '/attempts/user', filters });
