import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { makeMaintenance } from './service';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

it('runs a job once per interval between several server processes, and again once the interval has passed', async () => {
  const runs: string[] = [];
  const job = { name: `test-job-${Date.now()}`, run: async () => runs.push('ran') };
  const processes = [1, 2, 3].map(() => makeMaintenance({ db: t.db, clock: t.clock }));

  const first = await Promise.all(processes.map((maintenance) => maintenance.runDue([job], 30)));
  expect(first.flat()).toEqual([job.name]);
  expect(runs).toHaveLength(1);

  t.clock.advance(10_000);
  expect((await Promise.all(processes.map((m) => m.runDue([job], 30)))).flat()).toEqual([]);

  t.clock.advance(20_000);
  expect((await Promise.all(processes.map((m) => m.runDue([job], 30)))).flat()).toEqual([job.name]);
  expect(runs).toHaveLength(2);
});
