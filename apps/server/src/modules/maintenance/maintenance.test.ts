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
  const processes = [1, 2, 3].map(() => makeMaintenance({ db: t.db }));

  const runAll = async () => (await Promise.all(processes.map((m) => m.runDue([job], 1)))).flat();

  expect(await runAll()).toEqual([job.name]);
  expect(runs).toHaveLength(1);
  expect(await runAll()).toEqual([]);

  await new Promise((done) => setTimeout(done, 1_100));
  expect(await runAll()).toEqual([job.name]);
  expect(runs).toHaveLength(2);
});
