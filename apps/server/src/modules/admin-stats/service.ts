import type { AdminStats } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { dashboardCounts } from './repo';

const RECENT_DAYS = 7;

export function makeAdminStats(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(): Promise<AdminStats> {
      const since = new Date(clock.now().getTime() - RECENT_DAYS * 86_400_000);
      const { people, catalogue, taken, revenue, bank } = await dashboardCounts(db, since);
      return {
        totalUsers: people?.total ?? 0,
        recentUsers: people?.recent ?? 0,
        totalTests: catalogue?.total ?? 0,
        activeTests: catalogue?.active ?? 0,
        paidTests: catalogue?.paid ?? 0,
        totalAttempts: taken?.total ?? 0,
        recentAttempts: taken?.recent ?? 0,
        averageScore: Math.round((taken?.average ?? 0) * 100) / 100,
        totalRevenue: (revenue?.paise ?? 0) / 100,
        totalQuestions: bank?.total ?? 0,
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof makeAdminStats>;
