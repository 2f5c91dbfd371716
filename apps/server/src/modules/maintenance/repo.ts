import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maintenanceRuns } from '../../db/schema';

/**
 * Claims this interval's run of `job` for the caller: true when the job last ran at least `seconds` ago (or never),
 * in which case its time becomes `now`. One conditional statement, so of several processes one wins.
 */
export async function claimRun(db: Db, job: string, now: Date, seconds: number): Promise<boolean> {
  const due = new Date(now.getTime() - seconds * 1000);
  const rows = await db
    .insert(maintenanceRuns)
    .values({ job, lastRunAt: now })
    .onConflictDoUpdate({
      target: maintenanceRuns.job,
      set: { lastRunAt: now },
      setWhere: sql`${maintenanceRuns.lastRunAt} <= ${due}`,
    })
    .returning({ job: maintenanceRuns.job });
  return rows.length > 0;
}
