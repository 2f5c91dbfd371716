import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * The student's submitted attempts, newest first. One cache entry serves the dashboard,
 * My Results and Attempted Tests; each screen passes its own SPEC 8 fallback message.
 */
export function useMyAttempts(errorMessage: string) {
  return useQuery({
    queryKey: queryKeys.attempts.mine,
    queryFn: async () => (await api.get('/attempts/user')).data,
    meta: { errorMessage },
  });
}
