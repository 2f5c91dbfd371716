import { writeFileSync } from 'node:fs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * `node --import tsx apps/server/src/scripts/openapi-document.ts <file>`: writes the OpenAPI document the routes
 * describe, from an app that is built but never listens (an empty in-memory database, the demo profile's routes).
 */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: openapi-document.ts <output file>');
const config = loadConfig({
  NODE_ENV: 'development',
  DEMO_MODE: 'true',
  DATA_DIR: 'memory://',
  JWT_SECRET: 'openapi-document-only-secret-not-used-for-any-token',
  MAINTENANCE_SECONDS: '0',
});
const database = openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
