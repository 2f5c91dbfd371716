import type { LeaderboardPeriod } from '@mockprep/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import type { GlobalPeriod } from './periods';

/** One test's board for a period; the page tells a missing test from other failures. */
export function useTestLeaderboard(testId: string, period: LeaderboardPeriod) {
  return useQuery({
    queryKey: queryKeys.leaderboard.test(testId, period),
    queryFn: async () => (await api.get(`/leaderboard/test/${encodeURIComponent(testId)}?period=${period}`)).data,
    enabled: testId !== '',
    placeholderData: (previous) => (previous?.test._id === testId ? previous : undefined),
  });
}

/** Students by their best attempt this week or today (IST, decided by the server), of one target exam or all. */
export function useGlobalLeaderboard(period: GlobalPeriod, targetExam?: string) {
  return useQuery({
    queryKey: queryKeys.leaderboard.global(period, targetExam),
    queryFn: async () =>
      (targetExam
        ? await api.get(`/leaderboard/${period}?targetExam=${encodeURIComponent(targetExam)}`)
        : await api.get(`/leaderboard/${period}`)
      ).data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: i18n.t('leaderboard.loadFailed') },
  });
}
