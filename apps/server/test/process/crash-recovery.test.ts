import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { autosaveThroughKill } from './crash-recovery';

it('loses no acknowledged answer when the server is killed with SIGKILL (embedded database)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mockprep-crash-'));
  await autosaveThroughKill({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', MAINTENANCE_SECONDS: '0' });
});
