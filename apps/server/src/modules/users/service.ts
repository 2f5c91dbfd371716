import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Leaderboard } from '../leaderboard/service';
import { anonymiseUserRow, findUserById, replaceUserTargetExams } from './repo';

export function makeUsers(deps: { db: Db; clock: Clock; leaderboard: Leaderboard }) {
  const { db, clock, leaderboard } = deps;
  return {
    findById: (id: string): Promise<UserRow | undefined> => findUserById(db, id),

    /**
     * Deletes an account by anonymising it: personal data goes, the mobile number is freed, every token dies,
     * and the student's attempts leave the rankings. Payments stay for the accounts, without a name attached.
     */
    async anonymise(userId: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await replaceUserTargetExams(tx, userId, []);
        await leaderboard.uncountUser(tx, userId);
        await anonymiseUserRow(tx, userId, now);
      });
    },
  };
}

export type Users = ReturnType<typeof makeUsers>;
