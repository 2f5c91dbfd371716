/**
 * Load benchmark of the test-taking API: N students take one live mock against the production build
 * on a throw-away PostgreSQL database. Usage: npm run bench:attempts -- [--students 2000]
 * [--start-window 30] [--save-window 60] [--submit-window 30] [--pool-size N]  (windows in seconds)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_POOL_SIZE, openDatabase } from '../apps/server/src/db/client';
import { lifecycle, ms, positiveInt, printEndpoints } from './lib/cli';
import { benchDatabase } from './lib/database';
import { runLoad } from './lib/load';
import { mintToken, seed } from './lib/seed';
import { startServer } from './lib/server';
import type { EndpointStats } from './lib/stats';
import { verify } from './lib/verify';

const TARGET_P99_MS = 300;
const entry = join(resolve(import.meta.dirname, '..'), 'apps/server/dist/main.js');

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: process.env.BENCH_STUDENTS ?? '2000' },
    'start-window': { type: 'string', default: '30' },
    'save-window': { type: 'string', default: '60' },
    'submit-window': { type: 'string', default: '30' },
    'pool-size': { type: 'string' },
  },
});

const students = positiveInt('students', args.students);
const phases = {
  startWindow: positiveInt('start-window', args['start-window']),
  saveWindow: positiveInt('save-window', args['save-window']),
  submitWindow: positiveInt('submit-window', args['submit-window']),
};
const poolSize = args['pool-size'] === undefined ? undefined : positiveInt('pool-size', args['pool-size']);

const run = lifecycle();

async function main(): Promise<number> {
  if (!existsSync(entry)) {
    console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
    return 2;
  }
  const total = phases.startWindow + phases.saveWindow + phases.submitWindow;
  console.log(
    `Attempts benchmark: ${students} students, start ${phases.startWindow} s, autosave ${phases.saveWindow} s, ` +
      `submit ${phases.submitWindow} s, server pool ${poolSize ?? `default (${DEFAULT_POOL_SIZE})`}`,
  );

  const bench = benchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  run.onCleanup(async () => {
    await bench.drop();
    console.log(`Dropped database ${bench.name}`);
  });
  await bench.create();
  const database = openDatabase({ url: bench.url, dataDir: '', poolSize: 4 });
  run.onCleanup(() => database.close());
  await database.migrate();
  const fixture = await seed(database.db, { students, durationMinutes: Math.ceil(total / 60) + 30 });
  const secret = randomBytes(32).toString('hex');
  const tokens = await Promise.all(
    fixture.studentIds.map((id, i) => mintToken(secret, id, fixture.sessionIds[i] as string)),
  );
  console.log(`Database ${bench.name}: migrated, 1 test of 50 questions, ${students} students`);

  const server = await startServer(entry, {
    DATABASE_URL: bench.url,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    SEED_DEMO_DATA: 'false',
    ATTEMPT_SWEEP_SECONDS: '0',
    ...(poolSize ? { DATABASE_POOL_SIZE: String(poolSize) } : {}),
  });
  run.onCleanup(() => server.stop());
  console.log(`Server ${server.url} (pid ${server.pid}); running the ${total} s mock...`);

  const cpuBefore = server.cpuSeconds();
  const ownCpuBefore = process.cpuUsage();
  const { stats, acked, seconds } = await runLoad({
    baseUrl: server.url,
    testId: fixture.testId,
    tokens,
    phases,
    signal: run.signal,
  });
  if (run.signal.aborted) return 130;
  const cpuAfter = server.cpuSeconds();
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const peakRss = server.peakRssMiB();
  const serverLog = server.logTail();
  await server.stop();
  const findings = await verify(database.db, fixture, acked);

  console.log(`\nLoad finished in ${seconds.toFixed(1)} s\n`);
  const summaries = printEndpoints(Object.values(stats) as EndpointStats[]);
  const errors = summaries.reduce((n, s) => n + s.errors, 0);
  if (errors > 0 && serverLog.length > 0) console.log(`\nLast server log lines:\n  ${serverLog.join('\n  ')}`);

  console.log('');
  if (peakRss !== null) console.log(`server peak RSS: ${peakRss.toFixed(0)} MiB`);
  if (cpuBefore !== null && cpuAfter !== null) {
    const cpu = cpuAfter - cpuBefore;
    console.log(
      `server CPU: ${cpu.toFixed(1)} s over ${seconds.toFixed(1)} s (${((cpu / seconds) * 100).toFixed(0)}% of one core)`,
    );
  }
  console.log(`load generator CPU: ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s`);
  console.log(
    `machine load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(`lost answers: ${findings.lostAnswers}`);
  console.log(`missing submissions: ${findings.missingSubmissions}`);
  console.log(`wrong scores: ${findings.wrongScores}, stale saves: ${findings.staleSaves}`);

  const slow = summaries.filter((s) => !(s.p99 < TARGET_P99_MS));
  const lost = Object.entries(findings).filter(([, n]) => n > 0);
  const misses = [
    errors > 0 ? `${errors} errors` : '',
    ...lost.map(([name, n]) => `${n} ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`),
    ...slow.map((s) => `${s.name} p99 ${ms(s.p99)} ms`),
  ].filter(Boolean);
  console.log(
    misses.length === 0
      ? `\nVerdict: PASS (target: zero errors, zero lost answers, p99 under ${TARGET_P99_MS} ms on every endpoint)`
      : `\nVerdict: FAIL against the target (zero errors, zero lost answers, p99 < ${TARGET_P99_MS} ms): ${misses.join('; ')}`,
  );
  return errors > 0 || lost.length > 0 ? 1 : 0;
}

await run.finish(main);
