import type { LiveStatus, LiveTest } from '@mockprep/contract';
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRegistrations, type TestRow, tests, type UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { toTestJson } from '../mock-tests/repo';
import type { MockTests } from '../mock-tests/service';
import { purchasedTestIds } from '../payments/entitlements';

export function makeLiveTests(deps: { db: Db; clock: Clock; mockTests: MockTests }) {
  const { db, clock } = deps;

  const statusOf = (row: TestRow, now: Date): LiveStatus =>
    now < (row.startsAt as Date) ? 'upcoming' : now < (row.endsAt as Date) ? 'live' : 'ended';

  return {
    /** Tests with a live window: live ones first, then upcoming (soonest first), then ended (latest first). */
    async list(user: UserRow): Promise<LiveTest[]> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(tests)
        .where(and(isNull(tests.deletedAt), eq(tests.isActive, true), isNotNull(tests.startsAt)))
        .orderBy(asc(tests.startsAt));
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [counts, mine, bought] = await Promise.all([
        db
          .select({ testId: liveRegistrations.testId, n: count() })
          .from(liveRegistrations)
          .where(inArray(liveRegistrations.testId, ids))
          .groupBy(liveRegistrations.testId),
        db
          .select({ testId: liveRegistrations.testId })
          .from(liveRegistrations)
          .where(and(eq(liveRegistrations.userId, user.id), inArray(liveRegistrations.testId, ids))),
        purchasedTestIds(db, user.id, ids),
      ]);
      const registrations = new Map(counts.map((c) => [c.testId, c.n]));
      const registered = new Set(mine.map((m) => m.testId));
      const json = await toTestJson(db, rows, (row) => row.type === 'Free' || bought.has(row.id));
      const group: Record<LiveStatus, number> = { live: 0, upcoming: 1, ended: 2 };
      const sortKey = (t: LiveTest) => {
        const start = Date.parse(t.startsAt ?? '');
        return [group[t.liveStatus], t.liveStatus === 'ended' ? -start : start] as const;
      };
      return json
        .map((test, i) => ({
          ...test,
          liveStatus: statusOf(rows[i] as TestRow, now),
          registered: registered.has(test._id),
          registrations: registrations.get(test._id) ?? 0,
        }))
        .sort((a, b) => sortKey(a)[0] - sortKey(b)[0] || sortKey(a)[1] - sortKey(b)[1]);
    },

    /** Registers the student for an upcoming or running live test (again is harmless). */
    async register(user: UserRow, testId: string): Promise<void> {
      const test = await deps.mockTests.getVisible(user, testId);
      if (!test.startsAt || !test.endsAt) throw new HttpError(400, 'This test has no live window');
      if (clock.now() >= test.endsAt) throw new HttpError(409, 'This live test has ended');
      await db.insert(liveRegistrations).values({ userId: user.id, testId }).onConflictDoNothing();
    },
  };
}

export type LiveTests = ReturnType<typeof makeLiveTests>;
