import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * The figures of all the student's submitted attempts (tests taken, averages, best score), counted by the server:
 * the dashboard and My Results show them; each screen passes its own SPEC 8 fallback message.
 */
export function useMyAttemptStats(errorMessage: string) {
  return useQuery({
    queryKey: queryKeys.attempts.stats,
    queryFn: async () => (await api.get('/attempts/summary')).data,
    meta: { errorMessage },
  });
}
