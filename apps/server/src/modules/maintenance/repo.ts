import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maintenanceRuns } from '../../db/schema';

/**
 * Claims this interval's run of `job` for the caller: true when the job last ran at least `seconds` ago (or never),
 * in which case its time becomes now. One conditional statement on the database's clock, the one clock that every
 * server process shares, so of several processes one wins.
 */
export async function claimRun(db: Db, job: string, seconds: number): Promise<boolean> {
  const rows = await db
    .insert(maintenanceRuns)
    .values({ job, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: maintenanceRuns.job,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${maintenanceRuns.lastRunAt} <= now() - ${seconds} * interval '1 second'`,
    })
    .returning({ job: maintenanceRuns.job });
  return rows.length > 0;
}
