import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

export type DatabaseLocation = { url?: string; dataDir: string };

/** Files of the data directory that are not the embedded database's own and survive a restore. */
const KEPT_FILES = ['jwt-secret'];

/** PostgreSQL: a pg_dump archive (custom format). Embedded: a gzipped tarball of the database directory. */
export async function backupDatabase(where: DatabaseLocation, file: string): Promise<void> {
  if (where.url) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, where.url]);
    return;
  }
  const client = new PGlite(where.dataDir);
  try {
    await client.waitReady;
    const archive = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Replaces the database with the backup in `file` (the server must be stopped). PostgreSQL: pg_restore in one
 * transaction, dropping what the backup holds first. Embedded: the current directory is kept beside the new one
 * as `<dir>-before-restore-<time>`.
 */
export async function restoreDatabase(where: DatabaseLocation, file: string): Promise<string | null> {
  if (where.url) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      where.url,
      file,
    ]);
    return null;
  }
  let previous: string | null = null;
  if (existsSync(where.dataDir) && readdirSync(where.dataDir).length > 0) {
    previous = `${where.dataDir}-before-restore-${Date.now()}`;
    renameSync(where.dataDir, previous);
  }
  const client = new PGlite(where.dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.waitReady;
  await client.close();
  for (const name of KEPT_FILES) {
    if (previous && existsSync(join(previous, name))) copyFileSync(join(previous, name), join(where.dataDir, name));
  }
  return previous;
}
