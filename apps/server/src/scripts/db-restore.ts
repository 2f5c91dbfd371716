import { loadConfig } from '../config';
import { restoreDatabase } from '../db/backup';

/** `npm run db:restore -- FILE`: replaces the configured database with a backup (stop the server first). */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
const previous = await restoreDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
console.log(`Restored ${file}${previous ? `; the database it replaced is kept in ${previous}` : ''}`);
