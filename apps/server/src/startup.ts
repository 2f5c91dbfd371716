import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadOrCreateSecret } from './lib/secret';
import { ensureAdmin } from './modules/users/admin-bootstrap';
import { productionProblems, refusalMessage } from './production-check';
import { DEMO_ADMIN, DEMO_STUDENT } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed-demo-data';
import { closeOnSignals } from './shutdown';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * What runs once per start, before any request is served: migrations, the refusal of unsafe production settings
 * (false when refused, after printing why), demo data and the configured admin.
 */
export async function prepareDatabase(config: Config, database: Database, log: Log): Promise<boolean> {
  await database.migrate();
  const unsafe = await productionProblems(config, database.db);
  if (unsafe.length > 0) {
    console.error(refusalMessage(unsafe));
    return false;
  }
  // Made here, before several processes could race to write it.
  loadOrCreateSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  if (config.DEMO_MODE) {
    log.warn('Demo profile: demo accounts, test-mode payments, OTP codes in this log and API docs at /api/docs');
  }
  if (config.SEED_DEMO_DATA && (await seedDemoData(database.db))) {
    log.info(
      `Seeded demo data. Student login ${DEMO_STUDENT.mobile} / ${DEMO_STUDENT.password}, admin login ${DEMO_ADMIN.mobile} / ${DEMO_ADMIN.password}`,
    );
  }
  if (config.ADMIN_MOBILE && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(database.db, {
      mobile: config.ADMIN_MOBILE,
      password: config.ADMIN_PASSWORD,
      name: config.ADMIN_NAME,
    });
    log.info(`Admin ${config.ADMIN_MOBILE}: ${outcome}`);
  }
  return true;
}

/**
 * Builds the app on the database, closes both on SIGTERM or SIGINT, opens the database's connections and listens;
 * resolves with the port.
 */
export async function serve(config: Config, database: Database): Promise<{ port: string; log: FastifyBaseLogger }> {
  const webDir = config.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({ config: { ...config, WEB_DIST_DIR: webDir }, database });
  closeOnSignals(app, database);
  // Before listening: on a server started just before a live mock, the first second's starts waited on connections
  // being opened (start p99 1.2 s against 0.6 s at 5,000 students starting within 30 s).
  await database.openConnections();
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  return { port: new URL(address).port, log: app.log };
}

/** The line people (and the process tests) wait for. */
export function announceReady(port: string, log: Log) {
  log.info(`MockPrep is ready at http://localhost:${port}`);
  console.log(`\n  MockPrep is running: http://localhost:${port}\n`);
}
