import { join } from 'node:path';
import { loadConfig } from '../config';
import { backupDatabase } from '../db/backup';

/** `npm run db:backup -- [FILE]`: a backup of the configured database (default file in DATA_DIR). */
const config = loadConfig();
const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
const file =
  process.argv[2] ??
  join(config.DATA_DIR, '..', `mockprep-${config.DATABASE_URL ? 'postgres' : 'embedded'}-${stamp}.backup`);
await backupDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
console.log(`Backup written to ${file}`);
