import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

async function run(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** With TEST_DATABASE_URL: a uniquely named PostgreSQL database for this run, migrated, dropped afterwards. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide('databaseUrl', null);
    return;
  }
  const name = `mockprep_test_${Date.now()}_${process.pid}`;
  await run(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), dataDir: '' });
  await database.migrate();
  await database.close();
  project.provide('databaseUrl', url.toString());
  return async () => {
    await run(baseUrl, `drop database if exists ${name} with (force)`);
  };
}
