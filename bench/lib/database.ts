import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export type BenchDatabase = { name: string; url: string; create(): Promise<void>; drop(): Promise<void> };

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const IN_USE = '55006';

/**
 * A uniquely named database (or the one named `name`) on the server of `serverUrl`: create() makes it empty, drop() removes it
 * if it exists (so it can be scheduled before create()). drop() waits up to 5 s for closing connections to go (pg's pool.end() resolves before its sockets
 * close, and terminating them would crash that pool), then forces the drop.
 */
export function benchDatabase(
  serverUrl: string,
  name = `mockprep_bench_${Date.now()}_${randomBytes(3).toString('hex')}`,
): BenchDatabase {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: async () => {
      await admin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    },
    drop: () =>
      admin(serverUrl, async (client) => {
        for (let attempt = 0; attempt < 25; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${name}"`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== IN_USE) throw error;
            await sleep(200);
          }
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** benchDatabase(serverUrl), created at once. */
export async function createDatabase(serverUrl: string): Promise<BenchDatabase> {
  const database = benchDatabase(serverUrl);
  await database.create();
  return database;
}
