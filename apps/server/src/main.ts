import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { runPrimary } from './cluster';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { announceReady, prepareDatabase, serve } from './startup';

const config = loadConfig();
const workers = config.WORKERS ?? availableParallelism();
const open = (poolSize: number) =>
  openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });

if (cluster.isWorker) {
  await serve(config, open(config.DATABASE_POOL_SIZE));
} else if (config.DATABASE_URL && workers > 1) {
  const log = pino({ level: config.LOG_LEVEL });
  const database = open(2);
  const prepared = await prepareDatabase(config, database, log);
  await database.close();
  if (!prepared) process.exit(1);
  log.info(`PostgreSQL: ${workers} server processes (WORKERS), ${config.DATABASE_POOL_SIZE} connections each`);
  runPrimary(workers, log);
} else {
  const database = open(config.DATABASE_POOL_SIZE);
  const log = pino({ level: config.LOG_LEVEL });
  if (!(await prepareDatabase(config, database, log))) {
    await database.close();
    process.exit(1);
  }
  if (!config.DATABASE_URL && workers > 1) {
    log.info(
      `Embedded database: one server process, not ${workers} (WORKERS): the embedded database belongs to the process that opened it. Set DATABASE_URL to a PostgreSQL server to run one process per core.`,
    );
  }
  const { port, log: appLog } = await serve(config, database);
  announceReady(port, appLog);
}
