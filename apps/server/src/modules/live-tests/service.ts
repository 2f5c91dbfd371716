import type { LiveStatus, LiveTest } from '@mockprep/contract';
import { MSG } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TestRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { MockTests } from '../mock-tests/service';
import type { Entitlements } from '../payments/entitlements';
import { insertRegistration, liveWindowTests, registeredTestIds, registrationCounts } from './repo';

export function makeLiveTests(deps: { db: Db; clock: Clock; mockTests: MockTests; entitlements: Entitlements }) {
  const { db, clock, mockTests } = deps;

  const statusOf = (row: TestRow, now: Date): LiveStatus =>
    now < (row.startsAt as Date) ? 'upcoming' : now < (row.endsAt as Date) ? 'live' : 'ended';

  return {
    /** Tests with a live window: live ones first, then upcoming (soonest first), then ended (latest first). */
    async list(user: UserRow): Promise<LiveTest[]> {
      const now = clock.now();
      const rows = await liveWindowTests(db);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [registrations, registered, hasAccess] = await Promise.all([
        registrationCounts(db, ids),
        registeredTestIds(db, user.id, ids),
        deps.entitlements.accessFor(user, rows),
      ]);
      const json = await mockTests.toJson(rows, hasAccess);
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
      const test = await mockTests.getVisible(user, testId);
      if (!test.startsAt || !test.endsAt) throw new HttpError(400, MSG.notLiveTest);
      if (clock.now() >= test.endsAt) throw new HttpError(409, MSG.liveEnded);
      await insertRegistration(db, user.id, testId);
    },
  };
}

export type LiveTests = ReturnType<typeof makeLiveTests>;
