import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { StudentTest, TestDetail, TestPage } from '@mockprep/contract';
import pg from 'pg';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

/** The server process ended before it listened; `output` says why. */
export class ServerExited extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`server exited with ${code} before listening:\n${output}`);
  }
}

/** Starts apps/server/src/main.ts in a process of its own and waits until it listens (or rejects with ServerExited). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mockprep-process-')),
      JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /MockPrep is running: http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) done(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => fail(new ServerExited(code, output)));
  });
  return { url, child, output: () => output, exited };
}

/** Runs one of src/scripts (as `npm run db:backup` and friends do, from source), failing on a non-zero exit. */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', `src/scripts/${script}.ts`, ...args],
    {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    },
  );
  return stdout;
}

/** A uniquely named PostgreSQL database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function scratchDatabase(baseUrl: string) {
  const name = `mockprep_process_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** How many connections the database has (this one is to another database). */
    async connections(): Promise<number> {
      const result = await admin.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = $1',
        [name],
      );
      return result.rows[0]?.count ?? 0;
    },
    /** Ends every connection to the database but this one (as a restart or a failover would). */
    async terminateConnections(): Promise<number> {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return result.rowCount ?? 0;
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** JSON over HTTP with the status and the time it took. */
export async function call<T = unknown>(
  url: string,
  options: { method?: string; token?: string; body?: unknown } = {},
) {
  const started = performance.now();
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const body = (await response.json()) as { success: boolean; message?: string; data: T };
  return { status: response.status, body, ms: performance.now() - started };
}

/**
 * The catalogue's first Free test of at least `minutes` whose questions are all single-correct (one option per
 * answer) and open for the whole test (no section timers), as the given student sees it.
 */
export async function singleChoiceTest(baseUrl: string, token: string, minutes: number): Promise<StudentTest> {
  const tests = await call<TestPage>(`${baseUrl}/api/tests?type=Free&limit=100`, { token });
  for (const test of tests.body.data.entries.filter((t) => t.duration >= minutes)) {
    const detail = await call<TestDetail>(`${baseUrl}/api/tests/${test._id}`, { token });
    const plain = (s: TestDetail['sections'][number]) =>
      s.minutes === null && s.questionTypes.every((type) => type === 'single');
    if (detail.body.data.sections.every(plain)) return test;
  }
  throw new Error(`The catalogue has no Free single-choice test of ${minutes} minutes or more`);
}
