import { afterEach, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process';

let server: ServerProcess | undefined;
afterEach(() => server?.child.kill('SIGKILL'));

it('runs the embedded database in one process whatever WORKERS says, and logs why', async () => {
  server = await startServer({ WORKERS: '2', LOG_LEVEL: 'info' });
  expect(server.output()).toContain(
    'Embedded database: one server process, not 2 (WORKERS): the embedded database belongs to the process that opened it.',
  );
  expect(server.output()).not.toMatch(/worker \d+ listening/);
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
});
