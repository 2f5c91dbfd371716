import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { useMyAttemptStats } from '../../lib/my-attempts';
import { queryKeys } from '../../lib/query-keys';
import { RECENT_RESULTS_PATH } from './recent-results';

export const useDashboardStats = () => useMyAttemptStats(i18n.t('fail.dashboard'));

/** The latest submitted attempts, newest first (one page of My Results). */
export function useRecentAttempts() {
  return useQuery({
    queryKey: queryKeys.attempts.recent,
    queryFn: async () => (await api.get(RECENT_RESULTS_PATH)).data.entries,
    meta: { errorMessage: i18n.t('fail.dashboard') },
  });
}

/**
 * The student's unfinished attempts they can resume (Continue your test). Asked again each time the dashboard opens:
 * the time left changes. A failure only hides the banner (no toast): the rest of the dashboard stays usable.
 */
export function useRunningAttempts() {
  return useQuery({
    queryKey: queryKeys.attempts.running,
    queryFn: async () => (await api.get('/attempts/running')).data,
    staleTime: 0,
  });
}
