import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAdmin } from './modules/users/admin-bootstrap';
import { productionProblems, refusalMessage } from './production-check';
import { DEMO_ADMIN, DEMO_STUDENT } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed-demo-data';
import { closeOnSignals } from './shutdown';

const config = loadConfig();
const webDir = config.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();

const unsafe = await productionProblems(config, database.db);
if (unsafe.length > 0) {
  console.error(refusalMessage(unsafe));
  await database.close();
  process.exit(1);
}

const app = await buildApp({ config: { ...config, WEB_DIST_DIR: webDir }, database });

if (config.DEMO_MODE) {
  app.log.warn('Demo profile: demo accounts, test-mode payments, OTP codes in this log and API docs at /api/docs');
}
if (config.SEED_DEMO_DATA && (await seedDemoData(database.db))) {
  app.log.info(
    `Seeded demo data. Student login ${DEMO_STUDENT.mobile} / ${DEMO_STUDENT.password}, admin login ${DEMO_ADMIN.mobile} / ${DEMO_ADMIN.password}`,
  );
}
if (config.ADMIN_MOBILE && config.ADMIN_PASSWORD) {
  const outcome = await ensureAdmin(database.db, {
    mobile: config.ADMIN_MOBILE,
    password: config.ADMIN_PASSWORD,
    name: config.ADMIN_NAME,
  });
  app.log.info(`Admin ${config.ADMIN_MOBILE}: ${outcome}`);
}

closeOnSignals(app, database);

const address = await app.listen({ host: config.HOST, port: config.PORT });
const port = new URL(address).port;
app.log.info(`MockPrep is ready at http://localhost:${port}`);
console.log(`\n  MockPrep is running: http://localhost:${port}\n`);
