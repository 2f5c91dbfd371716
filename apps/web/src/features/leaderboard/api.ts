import type { GlobalLeaderboard, LeaderboardPeriod, TestLeaderboard } from '@mockprep/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { GlobalPeriod } from './periods';
import { LEADERBOARD_TEXT } from './texts';

export const leaderboardKeys = {
  test: (testId: string, period: LeaderboardPeriod) => ['leaderboard', 'test', testId, period] as const,
  global: (period: GlobalPeriod) => ['leaderboard', 'global', period] as const,
};

/** One test's board for a period; the page tells a missing test from other failures. */
export function useTestLeaderboard(testId: string, period: LeaderboardPeriod) {
  return useQuery({
    queryKey: leaderboardKeys.test(testId, period),
    queryFn: async () =>
      (await api.get<TestLeaderboard>(`/leaderboard/test/${encodeURIComponent(testId)}?period=${period}`)).data,
    enabled: testId !== '',
    placeholderData: (previous) => (previous?.test._id === testId ? previous : undefined),
  });
}

/** The best attempts across tests this week or today (IST, decided by the server). */
export function useGlobalLeaderboard(period: GlobalPeriod) {
  return useQuery({
    queryKey: leaderboardKeys.global(period),
    queryFn: async () => (await api.get<GlobalLeaderboard>(`/leaderboard/${period}`)).data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: LEADERBOARD_TEXT.loadFailed },
  });
}
