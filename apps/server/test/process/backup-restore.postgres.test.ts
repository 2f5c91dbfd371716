import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { makeDomainServices } from '../../src/services';
import { runScript, scratchDatabase } from './server-process';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
afterAll(() => scratch?.drop());

const examNames = async (url: string) => {
  const database = openDatabase({ url, dataDir: '' });
  const names = (await makeDomainServices({ db: database.db, clock: systemClock }).targetExams.listAll()).map(
    (e) => e.name,
  );
  await database.close();
  return names;
};

it.skipIf(!baseUrl)(
  'backs up a PostgreSQL database with pg_dump and restores it with pg_restore',
  async () => {
    scratch = await scratchDatabase(baseUrl);
    const database = openDatabase({ url: scratch.url, dataDir: '' });
    await database.migrate();
    await seedDemoData(database.db);
    const before = await examNames(scratch.url);

    const file = join(mkdtempSync(join(tmpdir(), 'mockprep-backup-')), 'postgres.backup');
    await runScript('db-backup', [file], { DATABASE_URL: scratch.url });
    await makeDomainServices({ db: database.db, clock: systemClock }).targetExams.create(null, {
      name: 'Made After The Backup',
      description: '',
      sequence: 99,
      isActive: true,
    });
    await database.close();
    expect(await examNames(scratch.url)).toContain('Made After The Backup');

    await runScript('db-restore', [file], { DATABASE_URL: scratch.url });
    expect(await examNames(scratch.url)).toEqual(before);
  },
  120_000,
);
