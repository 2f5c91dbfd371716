import { afterAll, it } from 'vitest';
import { autosaveThroughKill } from './crash-recovery';
import { scratchDatabase } from './server-process';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
afterAll(() => scratch?.drop());

it.skipIf(!baseUrl)('loses no acknowledged answer when the server is killed with SIGKILL (PostgreSQL)', async () => {
  scratch = await scratchDatabase(baseUrl);
  await autosaveThroughKill({ DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'true', MAINTENANCE_SECONDS: '0' });
});
