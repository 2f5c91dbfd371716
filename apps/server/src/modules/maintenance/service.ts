import type { Db } from '../../db/client';
import { claimRun } from './repo';

export type Job = { name: string; run: () => Promise<number> };

export function makeMaintenance({ db }: { db: Db }) {
  return {
    /** Runs each job whose interval has passed since any process last ran it; returns the names of those run. */
    async runDue(jobs: Job[], seconds: number): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs) {
        if (!(await claimRun(db, job.name, seconds))) continue;
        await job.run();
        ran.push(job.name);
      }
      return ran;
    },
  };
}

export type Maintenance = ReturnType<typeof makeMaintenance>;
