/**
 * A live exam at scale: the production build in cluster mode on a throw-away PostgreSQL database, one test of 50
 * questions and N students (setup not timed), driven over HTTP from this process. Everyone starts within the
 * start window, loads the questions, autosaves 5 times over the save window, submits within the submit window
 * and reads the result; then every acknowledged answer and score is checked in the database, and each endpoint's
 * p99 is printed per 10 s of the exam. The same autosave
 * schedule then goes to a floor server (bare Fastify, a pg Pool, one INSERT per request), and a closed loop of
 * autosaves measures the capacity of both.
 *
 * npm run bench:live -- [--students 2000] [--workers N] [--pool-size N] [--quick] [--start-window 60]
 *   [--save-window 120] [--submit-window 60] [--capacity-seconds 15] [--capacity-clients 32] [--capacity-rounds 3]
 *   [--no-floor]
 *   [--find-max] [--steps 2000,5000,10000,15000,20000,40000,80000] [--cpu-prof DIR]
 * npm run bench:embedded -- [--students 300]: the embedded database instead (one process), the students signing
 *   up over HTTP (argon2) during a signup window first.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { AttemptQuestions, AttemptSession, AuthResult } from '@mockprep/contract';
import { DEFAULT_POOL_SIZE, openDatabase } from '../../apps/server/src/db/client';
import { closedLoop, type LoopClient } from '../lib/capacity';
import { lifecycle, ms, positiveInt, printEndpoints } from '../lib/cli';
import { benchDatabase } from '../lib/database';
import { type Phases, runLoad } from '../lib/load';
import { type Fixture, mintToken, seed } from '../lib/seed';
import { type Server, startServer } from '../lib/server';
import { EndpointStats, type Summary, summarise, timeline } from '../lib/stats';
import { type Findings, verify } from '../lib/verify';

const TARGET_P99_MS = 1000;
const ROOT = resolve(import.meta.dirname, '../..');
const entry = join(ROOT, 'apps/server/dist/main.js');
const floorEntry = join(import.meta.dirname, 'floor-server.ts');
const FLOOR_TABLE =
  'create table floor_saves (id bigserial primary key, attempt_id uuid not null, seq int not null, body jsonb not null)';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string' },
    workers: { type: 'string', default: String(availableParallelism()) },
    'pool-size': { type: 'string' },
    quick: { type: 'boolean', default: false },
    'start-window': { type: 'string' },
    'save-window': { type: 'string' },
    'submit-window': { type: 'string' },
    'signup-window': { type: 'string' },
    'capacity-seconds': { type: 'string', default: '15' },
    'capacity-rounds': { type: 'string', default: '3' },
    'capacity-clients': { type: 'string', default: '32' },
    'no-floor': { type: 'boolean', default: false },
    'find-max': { type: 'boolean', default: false },
    steps: { type: 'string', default: '2000,5000,10000,15000,20000,40000,80000' },
    embedded: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});

const windowOf = (name: 'start-window' | 'save-window' | 'submit-window' | 'signup-window', normal: number) =>
  positiveInt(name, args[name] ?? String(args.quick ? Math.ceil(normal / 6) : normal));
const phases: Phases = {
  startWindow: windowOf('start-window', 60),
  saveWindow: windowOf('save-window', 120),
  submitWindow: windowOf('submit-window', 60),
};
const signupWindow = windowOf('signup-window', 60);
const workers = positiveInt('workers', args.workers);
const poolSize = args['pool-size'] === undefined ? undefined : positiveInt('pool-size', args['pool-size']);
const capacitySeconds = positiveInt('capacity-seconds', args['capacity-seconds']);
const capacityClients = positiveInt('capacity-clients', args['capacity-clients']);
const capacityRounds = positiveInt('capacity-rounds', args['capacity-rounds']);
const students = positiveInt('students', args.students ?? (args.embedded ? '300' : '2000'));
const steps = args.steps.split(',').map((step) => positiveInt('steps', step.trim()));
const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = lifecycle();

/** CPU seconds of this process (the load generator), which shares the machine with the server. */
const driverCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

type Outcome = {
  students: number;
  summaries: Summary[];
  findings: Findings;
  pass: boolean;
  misses: string[];
};

/** Prints the load's table and the verdict against p99 < 1 s on every endpoint, 0 errors, nothing lost. */
function judge(n: number, stats: EndpointStats[], findings: Findings): Outcome {
  const summaries = printEndpoints(stats);
  const errors = summaries.reduce((sum, s) => sum + s.errors, 0);
  console.log(
    `\nlost answers ${findings.lostAnswers}, missing submissions ${findings.missingSubmissions}, ` +
      `wrong scores ${findings.wrongScores}, stale saves ${findings.staleSaves}`,
  );
  const misses = [
    errors > 0 ? `${errors} errors` : '',
    ...Object.entries(findings)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${count} ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`),
    ...summaries.filter((s) => !(s.p99 < TARGET_P99_MS)).map((s) => `${s.name} p99 ${ms(s.p99)} ms`),
  ].filter(Boolean);
  console.log(
    misses.length === 0
      ? `Verdict at N = ${n}: PASS (p99 < ${TARGET_P99_MS} ms on every endpoint, 0 errors, nothing lost)`
      : `Verdict at N = ${n}: FAIL: ${misses.join('; ')}`,
  );
  return { students: n, summaries, findings, pass: misses.length === 0, misses };
}

/** Closed-loop autosaves against a server: requests per second and server CPU ms per request. */
async function capacity(server: Server, clients: LoopClient[]) {
  const cpuBefore = server.totalCpuSeconds() ?? 0;
  const stats = await closedLoop(server.url, clients, capacitySeconds, run.signal);
  const cpu = (server.totalCpuSeconds() ?? 0) - cpuBefore;
  const summary = summarise(stats);
  return { summary, cpuMsPerRequest: (cpu * 1000) / Math.max(1, summary.count) };
}

/** Starts an attempt for each extra student and loads its questions (not timed): the app's closed-loop clients. */
async function openAttempts(url: string, testId: string, tokens: string[]): Promise<LoopClient[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const started = await fetch(`${url}/api/attempts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ test: testId }),
      });
      const session = ((await started.json()) as { data: AttemptSession }).data;
      const sheet = await fetch(`${url}/api/attempts/${session._id}/questions`, { headers });
      const { questions } = ((await sheet.json()) as { data: AttemptQuestions }).data;
      return { token, attemptId: session._id, questionIds: questions.map((q) => q._id), seq: 0 };
    }),
  );
}

const madeUpClients = (count: number): LoopClient[] =>
  Array.from({ length: count }, (_, i) => ({
    token: 'none',
    attemptId: `00000000-0000-4000-9000-${i.toString(16).padStart(12, '0')}`,
    questionIds: Array.from(
      { length: 50 },
      (_, q) => `00000000-0000-4000-a000-${(i * 100 + q).toString(16).padStart(12, '0')}`,
    ),
    seq: 0,
  }));

/** One live exam of `n` students on PostgreSQL; with the floor comparison unless `withFloor` is false. */
async function liveOnPostgres(n: number, withFloor: boolean): Promise<Outcome> {
  const extra = withFloor ? capacityClients : 0;
  const bench = benchDatabase(databaseServer);
  run.onCleanup(() => bench.drop());
  await bench.create();
  const database = openDatabase({ url: bench.url, dataDir: '', poolSize: 4 });
  try {
    await database.migrate();
    const fixture = await seed(database.db, { students: n + extra, durationMinutes: 60 });
    await database.db.execute(FLOOR_TABLE);
    // A database in service has its statistics; freshly seeded tables would be planned as nearly empty until
    // autovacuum reached them, mid-exam.
    await database.db.execute('analyze');
    const secret = randomBytes(32).toString('hex');
    const tokens = await Promise.all(
      fixture.studentIds.map((id, i) => mintToken(secret, id, fixture.sessionIds[i] as string)),
    );
    console.log(`\n=== N = ${n}: database ${bench.name}, 1 test of 50 questions, ${n} students ===`);

    const server = await startServer(
      entry,
      {
        DATABASE_URL: bench.url,
        JWT_SECRET: secret,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        SEED_DEMO_DATA: 'false',
        WORKERS: String(workers),
        ...(poolSize ? { DATABASE_POOL_SIZE: String(poolSize) } : {}),
      },
      args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resolve(args['cpu-prof'])] : [],
    );
    run.onCleanup(() => server.stop());
    console.log(`App ${server.url}: ${server.workers().length} workers; the exam takes ${examSeconds()} s`);
    const exam = await examOn(server, fixture, tokens.slice(0, n));
    const comparison = withFloor
      ? await floorComparison(
          server,
          bench.url,
          tokens.slice(0, n),
          await openAttempts(server.url, fixture.testId, tokens.slice(n)),
        )
      : null;
    await server.stop();
    const outcome = judge(
      n,
      exam.stats,
      await verify(database.db, { ...fixture, studentIds: fixture.studentIds.slice(0, n) }, exam.acked),
    );
    exam.print();
    comparison?.print(exam.stats);
    return outcome;
  } finally {
    await database.close();
    await bench.drop();
  }
}

const examSeconds = () => phases.startWindow + phases.saveWindow + phases.submitWindow;

/** The timed exam against a running server: stats, what the server acknowledged to each student, and a printer of the server figures. */
async function examOn(server: Server, fixture: Fixture, tokens: string[]) {
  const cpuBefore = server.totalCpuSeconds() ?? 0;
  const driverBefore = driverCpu();
  const { stats, acked, seconds } = await runLoad({
    baseUrl: server.url,
    testId: fixture.testId,
    tokens,
    phases,
    signal: run.signal,
    script: 'exam-and-result',
  });
  const cpu = (server.totalCpuSeconds() ?? 0) - cpuBefore;
  const driver = driverCpu() - driverBefore;
  const all = Object.values(stats) as EndpointStats[];
  const requests = all.reduce((sum, s) => sum + s.latencies.length, 0);
  const workerFigures = server.workers();
  const primaryRss = server.peakRssMiB();
  return {
    stats: all,
    acked,
    print() {
      console.log(`\nLoad of ${requests} requests in ${seconds.toFixed(0)} s`);
      console.log(
        `server CPU ${cpu.toFixed(1)} s (${((cpu / seconds) * 100).toFixed(0)}% of one core of ${availableParallelism()}), ` +
          `${((cpu * 1000) / Math.max(1, requests)).toFixed(2)} ms per request; load generator CPU ${driver.toFixed(1)} s ` +
          `(${((driver / seconds) * 100).toFixed(0)}% of one core, on the same machine)`,
      );
      console.log(
        `peak RSS: primary ${primaryRss?.toFixed(0) ?? '?'} MiB` +
          (workerFigures.length > 0
            ? `, workers ${workerFigures.map((w) => `${w.peakRssMiB?.toFixed(0) ?? '?'} MiB`).join(', ')}`
            : ''),
      );
      console.log(`machine load average (1 min): ${loadavg()[0]?.toFixed(1)}`);
      console.log('\np99 in ms by when requests were sent (… is /api/attempts):');
      console.log(timeline(all, 10));
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The floor server (started beside the app, which is still up) through the same autosave schedule, then closed loops
 * of the app and the floor in turn, `capacityRounds` each: a pair runs within half a minute, so a change in the
 * shared machine's speed moves both alike, and the ratios are the medians of the pairs'. Returns the printer.
 */
async function floorComparison(app: Server, url: string, tokens: string[], appClients: LoopClient[]) {
  const floor = await startServer(
    floorEntry,
    { DATABASE_URL: url, WORKERS: String(workers), DATABASE_POOL_SIZE: String(poolSize ?? DEFAULT_POOL_SIZE) },
    ['--import', 'tsx'],
  );
  run.onCleanup(() => floor.stop());
  const cpuBefore = floor.totalCpuSeconds() ?? 0;
  const { stats } = await runLoad({
    baseUrl: floor.url,
    testId: '',
    tokens,
    phases: { ...phases, startWindow: 0 },
    signal: run.signal,
    script: 'saves-only',
  });
  const floorSaves = stats.save as EndpointStats;
  const floorCpu = (floor.totalCpuSeconds() ?? 0) - cpuBefore;
  const floorClients = madeUpClients(capacityClients);
  const pairs: { app: Awaited<ReturnType<typeof capacity>>; floor: Awaited<ReturnType<typeof capacity>> }[] = [];
  for (let round = 0; round < capacityRounds && !run.signal.aborted; round++) {
    pairs.push({ app: await capacity(app, appClients), floor: await capacity(floor, floorClients) });
  }
  await floor.stop();

  return {
    print(appStats: EndpointStats[]) {
      console.log(`\nFloor server: the same ${tokens.length * 5} autosaves over ${phases.saveWindow} s`);
      printEndpoints([floorSaves]);
      console.log(
        `floor CPU ${((floorCpu * 1000) / Math.max(1, floorSaves.latencies.length)).toFixed(2)} ms per autosave`,
      );

      const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
      console.log(
        `\nClosed loops, ${capacityClients} clients for ${capacitySeconds} s each, the app and the floor in turn:`,
      );
      for (const [i, pair] of pairs.entries()) {
        for (const [name, loop] of [
          ['app', pair.app],
          ['floor', pair.floor],
        ] as const) {
          console.log(
            `  ${i + 1} ${name.padEnd(5)} ${loop.summary.rps.toFixed(0)} autosaves/s, p99 ${ms(loop.summary.p99)} ms, ` +
              `${loop.summary.errors} errors, ${loop.cpuMsPerRequest.toFixed(2)} ms server CPU per autosave`,
          );
        }
      }
      const cpu = pairs.map((p) => ratio(p.app.cpuMsPerRequest, p.floor.cpuMsPerRequest));
      const capacities = pairs.map((p) => ratio(p.app.summary.rps, p.floor.summary.rps));
      const app = summarise(appStats.find((s) => s.name.startsWith('PUT')) as EndpointStats);
      const floorSummary = summarise(floorSaves);
      const shown = (values: number[]) =>
        `${median(values).toFixed(2)} (pairs: ${values.map((v) => v.toFixed(2)).join(', ')})`;
      console.log('\napp / floor:');
      console.log(
        `  autosave latency p50 ${ratio(app.p50, floorSummary.p50).toFixed(2)}, p99 ${ratio(app.p99, floorSummary.p99).toFixed(2)}`,
      );
      console.log(`  server CPU per autosave ${shown(cpu)} (target at most 1.5)`);
      console.log(`  closed-loop autosave capacity ${shown(capacities)} (target at least 0.5)`);
    },
  };
}

/** The embedded default (one process): N students sign up over HTTP within the signup window, then the exam. */
async function liveEmbedded(n: number): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mockprep-bench-embedded-'));
  run.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const setup = openDatabase({ dataDir });
  await setup.migrate();
  const fixture = await seed(setup.db, { students: 0, durationMinutes: 60 });
  await setup.close();
  const server = await startServer(entry, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    SIGNUP_RATE_LIMIT_MAX: '1000000',
    SEED_DEMO_DATA: 'false',
  });
  run.onCleanup(() => server.stop());
  console.log(`Embedded server ${server.url}: ${n} signups over ${signupWindow} s, then a ${examSeconds()} s exam`);

  const signup = new EndpointStats('POST /api/auth/student/signup');
  const t0 = performance.now();
  const accounts = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await sleep((i / n) * signupWindow * 1000 - (performance.now() - t0), undefined, { signal: run.signal });
      const sentAt = performance.now();
      const response = await fetch(`${server.url}/api/auth/student/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Student ${i + 1}`,
          mobile: `8${String(i).padStart(9, '0')}`,
          password: 'river-Lamp-4821',
        }),
      });
      const body = (await response.json()) as { data: AuthResult };
      signup.record(sentAt, performance.now() - sentAt, response.ok ? undefined : `HTTP ${response.status}`);
      return response.ok ? { id: body.data.user._id, token: body.data.token } : null;
    }),
  );
  const signedUp = accounts.filter((a) => a !== null);
  const exam = await examOn(
    server,
    fixture,
    signedUp.map((a) => a.token),
  );
  const rss = server.peakRssMiB() ?? Number.NaN;
  await server.stop();
  const check = openDatabase({ dataDir });
  const findings = await verify(check.db, { ...fixture, studentIds: signedUp.map((a) => a.id) }, exam.acked);
  await check.close();
  const outcome = judge(n, [signup, ...exam.stats], findings);
  exam.print();
  console.log(`Embedded target: peak RSS ${rss.toFixed(0)} MiB under 400 MiB: ${rss < 400 ? 'PASS' : 'FAIL'}`);
  return { ...outcome, pass: outcome.pass && rss < 400 };
}

async function main(): Promise<number> {
  if (!existsSync(entry)) {
    console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
    return 2;
  }
  console.log(
    `Live exam: start ${phases.startWindow} s, autosaves ${phases.saveWindow} s, submit ${phases.submitWindow} s; ` +
      (args.embedded ? 'embedded database' : `PostgreSQL, ${workers} workers`),
  );
  if (args.embedded) return (await liveEmbedded(students)).pass ? 0 : 1;
  if (!args['find-max']) return (await liveOnPostgres(students, !args['no-floor'])).pass ? 0 : 1;

  let largest: number | null = null;
  for (const n of steps) {
    const outcome = await liveOnPostgres(n, false);
    if (run.signal.aborted) return 130;
    if (!outcome.pass) break;
    largest = n;
  }
  console.log(
    `\nLargest N holding p99 < ${TARGET_P99_MS} ms on every endpoint with 0 errors: ${largest ?? `none (below ${steps[0]})`}`,
  );
  return largest === null ? 1 : 0;
}

await run.finish(main);
