import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { useMyAttempts } from '../../lib/my-attempts';
import { queryKeys } from '../../lib/query-keys';

/** One submitted attempt with its answer review; the page shows why it failed (404, not submitted yet). */
export function useResult(attemptId: string) {
  return useQuery({
    queryKey: queryKeys.attempts.result(attemptId),
    queryFn: async () => (await api.get(`/attempts/${attemptId}`)).data,
  });
}

export const useMyResults = () => useMyAttempts(i18n.t('fail.results'));
