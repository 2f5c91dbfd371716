import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { makeDomainServices } from '../../src/services';
import { runScript } from './server-process';

const examNames = async (dataDir: string) => {
  const database = openDatabase({ dataDir });
  const names = (await makeDomainServices({ db: database.db, clock: systemClock }).targetExams.listAll()).map(
    (e) => e.name,
  );
  await database.close();
  return names;
};

it('backs up the embedded database and restores it, keeping the replaced one aside', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mockprep-backup-'));
  const dataDir = join(dir, 'data');
  const database = openDatabase({ dataDir });
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  const before = await examNames(dataDir);
  expect(before.length).toBeGreaterThanOrEqual(8);

  const file = join(dir, 'embedded.backup');
  expect(await runScript('db-backup', [file], { DATA_DIR: dataDir })).toContain(`Backup written to ${file}`);

  const changed = openDatabase({ dataDir });
  await makeDomainServices({ db: changed.db, clock: systemClock }).targetExams.create(null, {
    name: 'Made After The Backup',
    description: '',
    sequence: 99,
    isActive: true,
  });
  await changed.close();
  expect(await examNames(dataDir)).toContain('Made After The Backup');

  const restored = await runScript('db-restore', [file], { DATA_DIR: dataDir });
  expect(restored).toContain(`Restored ${file}`);
  expect(await examNames(dataDir)).toEqual(before);
  const previous = /kept in (\S+)/.exec(restored)?.[1] ?? '';
  expect(existsSync(previous)).toBe(true);
}, 120_000);
