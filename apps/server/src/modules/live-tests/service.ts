import type { LiveStatus, LiveTestPage, PageQuery } from '@mockprep/contract';
import { MSG } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TestRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { pageOf } from '../../lib/paging';
import type { MockTests } from '../mock-tests/service';
import { insertRegistration, liveStateCounts, liveWindowTests, registeredTestIds, registrationCounts } from './repo';

export function makeLiveTests(deps: { db: Db; clock: Clock; mockTests: MockTests }) {
  const { db, clock, mockTests } = deps;

  const statusOf = (row: TestRow, now: Date): LiveStatus =>
    now < (row.startsAt as Date) ? 'upcoming' : now < (row.endsAt as Date) ? 'live' : 'ended';

  return {
    /**
     * A page of the tests with a live window: live ones first, then upcoming (soonest first), then ended (latest
     * first), with how many there are in each state.
     */
    async list(user: UserRow, query: PageQuery): Promise<LiveTestPage> {
      const now = clock.now();
      const [found, counts] = await Promise.all([liveWindowTests(db, now, query), liveStateCounts(db, now)]);
      const { rows, nextCursor } = pageOf(found, query);
      const total = counts.live + counts.upcoming + counts.ended;
      if (rows.length === 0) return { entries: [], nextCursor, total, counts };
      const ids = rows.map((r) => r.id);
      const [registrations, registered, json] = await Promise.all([
        registrationCounts(db, ids),
        registeredTestIds(db, user.id, ids),
        mockTests.toStudentJson(user, rows),
      ]);
      const entries = json.map((test, i) => ({
        ...test,
        liveStatus: statusOf(rows[i] as TestRow, now),
        registered: registered.has(test._id),
        registrations: registrations.get(test._id) ?? 0,
      }));
      return { entries, nextCursor, total, counts };
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
