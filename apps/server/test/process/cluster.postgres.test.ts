import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, afterEach, expect, it } from 'vitest';
import { type ServerProcess, scratchDatabase, startServer } from './server-process';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let server: ServerProcess | undefined;
afterEach(() => server?.child.kill('SIGKILL'));
afterAll(() => scratch?.drop());

/** GET on a connection of its own (the cluster hands out connections, not requests, in turn). */
const freshGet = (url: string) =>
  new Promise<number>((done, fail) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    }).on('error', fail);
  });

const workerPids = (output: string) => [...output.matchAll(/worker (\d+) listening/g)].map((m) => Number(m[1]));

/** The pids that logged a completed request, from the JSON log lines. */
const servingPids = (output: string) =>
  new Set(
    output
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  );

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 50));
  }
}

it.skipIf(!baseUrl)(
  'serves requests from WORKERS processes, survives a killed worker and stops them all on SIGTERM',
  async () => {
    scratch = await scratchDatabase(baseUrl);
    server = await startServer({ DATABASE_URL: scratch.url, WORKERS: '2', LOG_LEVEL: 'info' });
    const running = server;
    // Ready means one worker listens; the other may still be starting on a busy machine.
    await until(() => workerPids(running.output()).length >= 2, 30_000);
    const [first, second] = workerPids(running.output());
    expect([first, second].every((pid) => pid && pid !== running.child.pid)).toBe(true);
    // Workers run with the larger young generation; the primary, which serves nothing, without it.
    const flags = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect([first, second].map((pid) => flags(pid ?? 0).includes('--max-semi-space-size=32'))).toEqual([true, true]);
    expect(flags(running.child.pid ?? 0).some((flag) => flag.startsWith('--max-semi-space-size'))).toBe(false);

    // Each worker opened its 5 pooled connections before listening, and keeps them open past the pool's 10 s idle
    // timeout (the primary's own connections, closed before it started the workers, may take a moment to go).
    const database = scratch;
    await until(async () => (await database.connections()) === 10, 5_000);
    await new Promise((done) => setTimeout(done, 11_000));
    expect(await database.connections()).toBe(10);

    // The primary hands each new connection to a worker that is free, so a busy machine may need a few more.
    for (let i = 0; i < 200 && servingPids(running.output()).size < 2; i++) {
      expect(await freshGet(`${running.url}/api/health`)).toBe(200);
    }
    expect(servingPids(running.output())).toEqual(new Set([first, second]));

    process.kill(first as number, 'SIGKILL');
    await until(() => workerPids(running.output()).length === 3, 30_000);
    const replacement = workerPids(running.output())[2] as number;
    expect(running.output()).toContain(`worker ${first} exited (SIGKILL); starting another`);
    const after = await Promise.all(Array.from({ length: 20 }, () => freshGet(`${running.url}/api/health`)));
    expect(after.every((status) => status === 200)).toBe(true);

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect([second, replacement].filter((pid) => isRunning(pid as number))).toEqual([]);
  },
);
