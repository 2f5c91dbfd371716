import type { GlobalLeaderboard, LeaderboardEntry, LeaderboardPeriod, TestLeaderboard } from '@mockprep/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneStatement } from '../../db/one-statement';
import type { UserRow } from '../../db/schema';
import { valuesOf } from '../../db/statement-input';
import type { Clock } from '../../lib/clock';
import type { MockTests } from '../mock-tests/service';
import { currentPeriodKey, istDay, istWeek } from './periods';
import {
  type BoardScope,
  countAttemptStatements,
  countedAttemptOf,
  counterChange,
  type EntryRow,
  type GlobalScope,
  periodTotals,
  rebuildCounters,
  standingOf,
  studentTotals,
  topAttempts,
  topStudents,
  uncountAttemptsOf,
} from './repo';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function makeLeaderboard(deps: { db: Db; clock: Clock; mockTests: MockTests }) {
  const { db, clock } = deps;

  /** The test (or every test) and the IST week or day of `now` that a period covers ('all': ever). */
  function scopeOf(period: LeaderboardPeriod, now: Date, testId?: string): BoardScope {
    if (period === 'weekly') return { testId, week: istWeek(now) };
    if (period === 'daily') return { testId, day: istDay(now) };
    return { testId };
  }

  /** Rows already in the board's order (score desc, time asc, submission asc), ranked by competition: 1, 2, 2, 4. */
  function ranked(rows: EntryRow[], me: string): LeaderboardEntry[] {
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
    const { participants, total, highest } = await periodTotals(db, period, testId);
    return {
      participants,
      averageScore: participants ? round2(total / participants) : 0,
      highestScore: highest,
    };
  }

  /** The student's own counted attempt of the test in the period, with its rank; null when there is none. */
  async function ownEntry(user: UserRow, testId: string, period: LeaderboardPeriod): Promise<LeaderboardEntry | null> {
    const now = clock.now();
    const own = await countedAttemptOf(db, user.id, scopeOf(period, now, testId));
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
  const topOfTest = async (user: UserRow, testId: string, period: LeaderboardPeriod, limit: number) =>
    ranked(await topAttempts(db, scopeOf(period, clock.now(), testId), limit), user.id);

  return {
    topOfTest,
    ownEntry,

    /** The statements that add or remove a counted attempt in the counters (its change), run by the caller. */
    countAttemptStatements,
    counterChange,

    /** Recomputes every counter from the counted attempts, should they ever drift (`npm run leaderboard:rebuild`). */
    rebuild: () => rebuildCounters(db),

    /** Takes a deleted student's attempts out of every ranking, inside the caller's transaction `tx`. */
    async uncountUser(tx: Db, userId: string): Promise<void> {
      const counted = await uncountAttemptsOf(tx, userId);
      for (const row of counted) {
        const { periodDay, periodWeek } = row;
        if (!periodDay || !periodWeek) continue;
        const change = counterChange({ ...row, periodDay, periodWeek }, -1);
        await tx.execute(oneStatement(countAttemptStatements(valuesOf(change), sql`true`)));
      }
    },

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

    /**
     * Students ranked by their best counted (first) attempt submitted today or this week (IST), across every test
     * or the tests of one target exam: one row per student.
     */
    async global(
      user: UserRow,
      period: 'weekly' | 'daily',
      limit: number,
      targetExam?: string,
    ): Promise<GlobalLeaderboard> {
      const now = clock.now();
      const scope: GlobalScope = {
        ...(period === 'weekly' ? { week: istWeek(now) } : { day: istDay(now) }),
        targetExam,
      };
      const [rows, totals] = await Promise.all([topStudents(db, scope, limit), studentTotals(db, scope)]);
      return {
        period,
        participants: totals.participants,
        averageScore: round2(totals.average),
        highestScore: totals.highest,
        entries: ranked(rows, user.id),
      };
    },
  };
}

export type Leaderboard = ReturnType<typeof makeLeaderboard>;
