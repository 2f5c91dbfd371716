import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';

const KEY = Symbol.for('mockprep.testDatabase');
const registry = globalThis as typeof globalThis & { [KEY]?: Promise<Database> };

/** The run's one database: the PostgreSQL database made by global-setup, or one in-memory PGlite. */
export function testDatabase(): Promise<Database> {
  registry[KEY] ??= (async () => {
    const url = inject('databaseUrl');
    if (url) return openDatabase({ url, dataDir: '', poolSize: 10 });
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  })();
  return registry[KEY];
}
