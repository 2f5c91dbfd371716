import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AuthConfig } from '@mockprep/contract';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { createDemoAccounts, DEMO_ADMIN, DEMO_STUDENT } from './seed/demo-accounts';
import { makeDomainServices } from './services';

const root = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'mockprep-production-'));
  dirs.push(dir);
  return dir;
}

type Started = { url: string; output: () => string; stop: () => Promise<number | null> };
type Exited = { code: number | null; output: string };

/** The server from source, with only `env` (and PATH): resolves once it listens, or when it exits first. */
function startServer(env: Record<string, string>): Promise<Started | Exited> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      MAINTENANCE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((done) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /MockPrep is running: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        done({
          url: match[1].replace('localhost', '127.0.0.1'),
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then((code) => done({ code, output }));
  });
}

/** A database that already holds the demo student and admin with their published passwords. */
async function databaseWithDemoAccounts() {
  const dir = dataDir();
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  await createDemoAccounts(makeDomainServices({ db: database.db, clock: systemClock }).users, []);
  await database.close();
  return dir;
}

// One process-level run is enough: the spawned server keeps its own embedded database whatever the project.
describe.skipIf(inject('databaseUrl') !== null)('NODE_ENV=production without DEMO_MODE', () => {
  it('refuses to start, exits non-zero and lists every unsafe setting', { timeout: 120_000 }, async () => {
    const result = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: await databaseWithDemoAccounts(),
      ADMIN_MOBILE: '9123456789',
      ADMIN_PASSWORD: 'Admin@123',
    });
    expect('code' in result, 'the server started').toBe(true);
    const { code, output } = result as Exited;
    expect(code).not.toBe(0);
    expect(output).toContain('MockPrep refuses to start');
    for (const unsafe of [
      'JWT_SECRET is not set',
      `Demo accounts ${DEMO_STUDENT.mobile}, ${DEMO_ADMIN.mobile} are in the database`,
      'set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      'SMS_PROVIDER=console',
      'ADMIN_PASSWORD is weak',
    ]) {
      expect(output).toContain(unsafe);
    }
  });

  it('starts when every setting is safe, with no test-mode checkout nor API docs', { timeout: 120_000 }, async () => {
    const result = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: 'a-long-random-secret-for-the-production-test',
      // Keys and providers that point at nothing: the server only needs them configured to start.
      RAZORPAY_KEY_ID: 'rzp_test_dummy',
      RAZORPAY_KEY_SECRET: 'dummy-secret',
      RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'dummy-key',
      MSG91_TEMPLATE_ID: 'dummy-template',
      MSG91_BASE_URL: 'http://127.0.0.1:9',
      ADMIN_MOBILE: '9123456789',
      ADMIN_PASSWORD: 'tiger-Lamp-river-42',
    });
    expect('url' in result, `the server did not start:\n${(result as Exited).output}`).toBe(true);
    const server = result as Started;
    try {
      const config = (await fetch(`${server.url}/api/auth/config`).then((res) => res.json())) as {
        data: AuthConfig;
      };
      expect(config.data.demoMode).toBe(false);
      expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
      const mock = await fetch(`${server.url}/api/payments/mock/complete`, { method: 'POST' });
      expect(mock.status).toBe(404);
      const admin = await fetch(`${server.url}/api/auth/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9123456789', password: 'tiger-Lamp-river-42' }),
      });
      expect(admin.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
