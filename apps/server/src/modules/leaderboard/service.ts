import type { GlobalLeaderboard, LeaderboardEntry, LeaderboardPeriod, TestLeaderboard } from '@mockprep/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, leaderboardScores, tests, type UserRow, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MockTests } from '../mock-tests/service';
import { standingOf } from './counters';
import { currentPeriodKey, istDay, istWeek } from './periods';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function makeLeaderboard(deps: { db: Db; clock: Clock; mockTests: MockTests }) {
  const { db, clock } = deps;

  /** Counted attempts submitted in the period (every one for 'all'). */
  function inPeriod(period: LeaderboardPeriod, now: Date): SQL | undefined {
    if (period === 'weekly') return eq(attempts.periodWeek, istWeek(now));
    if (period === 'daily') return eq(attempts.periodDay, istDay(now));
    return undefined;
  }

  /** Only the columns an entry shows: an attempt row also carries its answers, kilobytes each. */
  const entryColumns = {
    attempt: {
      id: attempts.id,
      score: attempts.score,
      accuracy: attempts.accuracy,
      timeTaken: attempts.timeTaken,
      createdAt: attempts.createdAt,
      submittedAt: attempts.submittedAt,
      updatedAt: attempts.updatedAt,
    },
    user: { id: users.id, name: users.name, photo: users.photo },
    test: { id: tests.id, title: tests.title, subject: tests.subject, examType: tests.examType },
  };
  type EntryRow = {
    attempt: {
      id: string;
      score: number;
      accuracy: number;
      timeTaken: number;
      createdAt: Date;
      submittedAt: Date | null;
      updatedAt: Date;
    };
    user: { id: string; name: string; photo: string | null };
    test: { id: string; title: string; subject: string; examType: string };
  };

  /** The top of the ordering (score desc, time asc, submission asc); ranks by competition: 1, 2, 2, 4. */
  async function top(where: SQL | undefined, limit: number, me: string): Promise<LeaderboardEntry[]> {
    const rows = await db
      .select(entryColumns)
      .from(attempts)
      .innerJoin(users, and(eq(users.id, attempts.userId), isNull(users.deletedAt)))
      .innerJoin(tests, and(eq(tests.id, attempts.testId), isNull(tests.deletedAt)))
      .where(and(eq(attempts.isCounted, true), where))
      .orderBy(desc(attempts.score), asc(attempts.timeTaken), asc(attempts.submittedAt))
      .limit(limit);
    let rank = 0;
    return rows.map((row, i) => {
      const previous = rows[i - 1]?.attempt;
      if (!previous || previous.score !== row.attempt.score || previous.timeTaken !== row.attempt.timeTaken)
        rank = i + 1;
      return toEntry(row, rank, me);
    });
  }

  function toEntry({ attempt, user, test }: EntryRow, rank: number, me: string): LeaderboardEntry {
    const submitted = (attempt.submittedAt ?? attempt.updatedAt).toISOString();
    return {
      _id: attempt.id,
      rank,
      user: { _id: user.id, name: user.name, photo: user.photo },
      test: { _id: test.id, title: test.title, subject: test.subject, examType: test.examType },
      score: attempt.score,
      accuracy: attempt.accuracy,
      timeTaken: attempt.timeTaken,
      createdAt: attempt.createdAt.toISOString(),
      date: submitted,
      isMe: user.id === me,
    };
  }

  /** Participants, average and highest score of a period, from the counters. */
  async function summary(period: string, testId?: string) {
    const [row] = await db
      .select({
        participants: sql<number>`coalesce(sum(${leaderboardScores.n}), 0)`.mapWith(Number),
        total: sql<number>`coalesce(sum(${leaderboardScores.score} * ${leaderboardScores.n}), 0)`.mapWith(Number),
        highest:
          sql<number>`coalesce(max(${leaderboardScores.score}) filter (where ${leaderboardScores.n} > 0), 0)`.mapWith(
            Number,
          ),
      })
      .from(leaderboardScores)
      .where(and(eq(leaderboardScores.period, period), testId ? eq(leaderboardScores.testId, testId) : undefined));
    const participants = row?.participants ?? 0;
    return {
      participants,
      averageScore: participants ? round2((row?.total ?? 0) / participants) : 0,
      highestScore: row?.highest ?? 0,
    };
  }

  /** The student's own counted attempt of the test in the period, with its rank; null when there is none. */
  async function ownEntry(user: UserRow, testId: string, period: LeaderboardPeriod): Promise<LeaderboardEntry | null> {
    const now = clock.now();
    const [own] = await db
      .select(entryColumns)
      .from(attempts)
      .innerJoin(users, eq(users.id, attempts.userId))
      .innerJoin(tests, eq(tests.id, attempts.testId))
      .where(
        and(
          eq(attempts.testId, testId),
          inPeriod(period, now),
          eq(attempts.userId, user.id),
          eq(attempts.isCounted, true),
        ),
      )
      .limit(1);
    if (!own) return null;
    const { rank } = await standingOf(
      db,
      testId,
      currentPeriodKey(period, now),
      own.attempt.score,
      own.attempt.timeTaken,
    );
    return toEntry(own, rank, user.id);
  }

  /** The first `limit` counted attempts of a test in the period. */
  const topOfTest = (user: UserRow, testId: string, period: LeaderboardPeriod, limit: number) =>
    top(and(eq(attempts.testId, testId), inPeriod(period, clock.now())), limit, user.id);

  return {
    topOfTest,
    ownEntry,

    async forTest(user: UserRow, testId: string, period: LeaderboardPeriod, limit: number): Promise<TestLeaderboard> {
      const test = await deps.mockTests.getVisible(user, testId);
      const [entries, totals, me] = await Promise.all([
        topOfTest(user, testId, period, limit),
        summary(currentPeriodKey(period, clock.now()), testId),
        ownEntry(user, testId, period),
      ]);
      return {
        test: { _id: test.id, title: test.title, subject: test.subject, examType: test.examType },
        period,
        ...totals,
        entries,
        me,
      };
    },

    /** Best counted attempts across tests submitted today or this week (IST). */
    async global(user: UserRow, period: 'weekly' | 'daily', limit: number): Promise<GlobalLeaderboard> {
      const now = clock.now();
      const [entries, totals] = await Promise.all([
        top(inPeriod(period, now), limit, user.id),
        summary(currentPeriodKey(period, now)),
      ]);
      return { period, ...totals, entries };
    },
  };
}

export type Leaderboard = ReturnType<typeof makeLeaderboard>;
