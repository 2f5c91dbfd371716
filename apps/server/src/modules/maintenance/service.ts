import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { claimRun } from './repo';

export type Job = { name: string; run: () => Promise<number> };

export function makeMaintenance({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Runs each job whose interval has passed since any process last ran it; returns the names of those run. */
    async runDue(jobs: Job[], seconds: number): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs) {
        if (!(await claimRun(db, job.name, clock.now(), seconds))) continue;
        await job.run();
        ran.push(job.name);
      }
      return ran;
    },
  };
}

export type Maintenance = ReturnType<typeof makeMaintenance>;
