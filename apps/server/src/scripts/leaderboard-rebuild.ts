import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';
import { makeDomainServices } from '../services';

/** `npm run leaderboard:rebuild`: recomputes the leaderboard counters from the attempts table. */
const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const started = Date.now();
const { attempts } = await makeDomainServices({ db: database.db, clock: systemClock }).leaderboard.rebuild();
console.log(`Leaderboard counters rebuilt from ${attempts} counted attempts in ${Date.now() - started} ms`);
await database.close();
