import type { Readiness } from '@mockprep/contract';
import type { Db } from '../../db/client';
import journal from '../../db/migrations/meta/_journal.json';
import { appliedMigrationCount } from './repo';

export function makeHealth({ db }: { db: Db }) {
  const expected = journal.entries.length;
  return {
    /** Ready when the database answers and every migration this build ships has been applied. */
    async readiness(): Promise<Readiness> {
      try {
        const applied = await appliedMigrationCount(db);
        return { ready: applied >= expected, database: 'up', migrations: { applied, expected } };
      } catch {
        return { ready: false, database: 'down', migrations: { applied: 0, expected } };
      }
    },
  };
}

export type Health = ReturnType<typeof makeHealth>;
