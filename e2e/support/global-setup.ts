import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLog: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const artifacts = join(root, '.test-artifacts');

/** Starts the production build (npm run build first) on a fresh embedded database and a free port. */
export default async function setup(project: TestProject) {
  mkdirSync(artifacts, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'mockprep-e2e-'));
  const serverLog = join(artifacts, 'e2e-server.log');
  const log = createWriteStream(serverLog);
  // E2E_SERVER_ENTRY and E2E_WEB_DIST_DIR let a developer test a build kept apart from the shared dist folders.
  const entry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js';
  const server: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_MAX: '100000',
      OTP_RATE_LIMIT_MAX: '100000',
      SIGNUP_RATE_LIMIT_MAX: '100000',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.pipe(log);
  const baseURL = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start, see ${serverLog}`)), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const match = /MockPrep is running: (http:\/\/\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}, see ${serverLog}`)));
  });
  project.provide('baseURL', baseURL);
  project.provide('serverLog', serverLog);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
