import type { AdminStats } from '@mockprep/contract';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, payments, questions, tests, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';

const RECENT_DAYS = 7;

export function makeAdminStats(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(): Promise<AdminStats> {
      const since = new Date(clock.now().getTime() - RECENT_DAYS * 86_400_000);
      const liveTests = isNull(tests.deletedAt);
      const [people, catalogue, taken, revenue, bank] = await Promise.all([
        db
          .select({
            total: count(),
            recent: sql<number>`count(*) filter (where ${gte(users.createdAt, since)})`.mapWith(Number),
          })
          .from(users)
          .where(isNull(users.deletedAt)),
        db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${tests.isActive})`.mapWith(Number),
            paid: sql<number>`count(*) filter (where ${tests.type} = 'Paid')`.mapWith(Number),
          })
          .from(tests)
          .where(liveTests),
        db
          .select({
            total: count(),
            recent: sql<number>`count(*) filter (where ${gte(attempts.submittedAt, since)})`.mapWith(Number),
            average: sql<number>`coalesce(avg(${attempts.score}), 0)`.mapWith(Number),
          })
          .from(attempts)
          .where(eq(attempts.status, 'submitted')),
        db
          .select({ paise: sql<number>`coalesce(sum(${payments.finalPaise}), 0)`.mapWith(Number) })
          .from(payments)
          .where(eq(payments.status, 'paid')),
        db
          .select({ total: count() })
          .from(questions)
          .where(and(isNull(questions.deletedAt))),
      ]);
      return {
        totalUsers: people[0]?.total ?? 0,
        recentUsers: people[0]?.recent ?? 0,
        totalTests: catalogue[0]?.total ?? 0,
        activeTests: catalogue[0]?.active ?? 0,
        paidTests: catalogue[0]?.paid ?? 0,
        totalAttempts: taken[0]?.total ?? 0,
        recentAttempts: taken[0]?.recent ?? 0,
        averageScore: Math.round((taken[0]?.average ?? 0) * 100) / 100,
        totalRevenue: (revenue[0]?.paise ?? 0) / 100,
        totalQuestions: bank[0]?.total ?? 0,
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof makeAdminStats>;
