/**
 * The catalogue at real size (issue 19): grows a throw-away PostgreSQL database with set-based SQL to 100k
 * questions, 100k students, 2,000 tests (~119k question links), 1M attempts (1,000 of one student), 20k payments,
 * promo codes and audit entries (times --scale), starts the production build on it, and measures with concurrent
 * clients p50/p99, items and bytes of every list endpoint (first page, a deep page by nextCursor, searches), then,
 * while admins page through every admin tab, /api/health and a student's /api/tests, and the server's RSS; last,
 * in Chromium, how soon four list screens show their first entry and with how many DOM nodes (browser.ts).
 * Each figure is printed beside the issue's target. An answer whose `data` is an array is marked "not paged".
 *
 * npm run bench:catalogue -- [--scale 1] [--keep] [--reuse NAME] [--no-build] [--workers N] [--clients 4]
 *   [--requests 40] [--case-seconds 15] [--deep-pages 10] [--isolation-seconds 30] [--admins 2] [--no-browser]
 * BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { lifecycle, positiveInt } from '../lib/cli';
import { benchDatabase } from '../lib/database';
import { mintToken } from '../lib/seed';
import { type Server, startServer } from '../lib/server';
import { EndpointStats } from '../lib/stats';
import { browserPhase } from './browser';
import { grow } from './grow';
import { deepPath, hammer, loopUntil, timedGet, withCursor } from './measure';
import { type Kind, printReport, type Row, TARGETS } from './report';
import { ACCOUNTS, type Account, sizesAt } from './sizes';

const ROOT = resolve(import.meta.dirname, '../..');
const entry = join(ROOT, 'apps/server/dist/main.js');

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    workers: { type: 'string' },
    clients: { type: 'string', default: '4' },
    requests: { type: 'string', default: '40' },
    'case-seconds': { type: 'string', default: '15' },
    'deep-pages': { type: 'string', default: '10' },
    'isolation-seconds': { type: 'string', default: '30' },
    admins: { type: 'string', default: '2' },
    'no-browser': { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale);
if (!(scale >= 0.01 && scale <= 10)) {
  console.error(`--scale must be a number from 0.01 to 10, got "${args.scale}"`);
  process.exit(2);
}
const clients = positiveInt('clients', args.clients);
const requests = positiveInt('requests', args.requests);
const caseSeconds = positiveInt('case-seconds', args['case-seconds']);
const deepPages = positiveInt('deep-pages', args['deep-pages']);
const isolationSeconds = positiveInt('isolation-seconds', args['isolation-seconds']);
const admins = positiveInt('admins', args.admins);
const workers = args.workers === undefined ? undefined : positiveInt('workers', args.workers);
const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = lifecycle();

/** A list case: who asks, what, and what it is held to; `deep` also measures the page `--deep-pages` further on. */
type Case = { name: string; who: Account; path: string; kind: Kind; deep?: boolean };

const ADMIN_TABS = [
  '/api/admin/users',
  '/api/admin/questions',
  '/api/admin/tests',
  '/api/admin/payments',
  '/api/admin/promo-codes',
  '/api/admin/audit-log',
];
const q = (text: string) => encodeURIComponent(text);
const CASES: Case[] = [
  ...ADMIN_TABS.map((tab): Case => ({ name: tab, who: 'admin', path: `${tab}?limit=50`, kind: 'page', deep: true })),
  { name: 'admin users: name', who: 'admin', path: `/api/admin/users?limit=50&search=${q('Sharma')}`, kind: 'search' },
  { name: 'admin users: mobile', who: 'admin', path: '/api/admin/users?limit=50&search=98765', kind: 'search' },
  {
    name: 'admin questions: text',
    who: 'admin',
    path: `/api/admin/questions?limit=50&search=${q('photosynthesis')}`,
    kind: 'search',
  },
  {
    name: 'admin questions: Hindi',
    who: 'admin',
    path: `/api/admin/questions?limit=50&search=${q('राजधानी')}`,
    kind: 'search',
  },
  {
    name: 'admin tests: title',
    who: 'admin',
    path: `/api/admin/tests?limit=50&search=${q('SSC CGL')}`,
    kind: 'search',
  },
  { name: '/api/tests', who: 'plain', path: '/api/tests', kind: 'page', deep: true },
  {
    name: '/api/tests filtered',
    who: 'plain',
    path: `/api/tests?examType=${q('SSC CGL')}&level=medium`,
    kind: 'page',
  },
  { name: '/api/tests: title', who: 'plain', path: `/api/tests?search=${q('Full Mock')}`, kind: 'search' },
  { name: '/api/quizzes', who: 'plain', path: '/api/quizzes', kind: 'page' },
  { name: '/api/live-tests', who: 'plain', path: '/api/live-tests', kind: 'page' },
  { name: '/api/attempts/user (1,000)', who: 'heavy', path: '/api/attempts/user', kind: 'page', deep: true },
  { name: '/api/payments/history', who: 'heavy', path: '/api/payments/history', kind: 'page' },
  { name: '/api/practice/next', who: 'heavy', path: '/api/practice/next', kind: 'page' },
  { name: '/api/practice/mistakes', who: 'heavy', path: '/api/practice/mistakes', kind: 'page', deep: true },
];

/** Makes, migrates and grows the database (or takes the one to reuse); returns its URL. */
async function prepareDatabase(): Promise<string> {
  const bench = benchDatabase(databaseServer, args.reuse);
  if (!args.reuse) {
    if (args.keep) run.onCleanup(async () => console.log(`\nKept database ${bench.name} (--reuse ${bench.name})`));
    else run.onCleanup(() => bench.drop());
    await bench.create();
  }
  const database = openDatabase({ url: bench.url, dataDir: '', poolSize: 2 });
  try {
    await database.migrate();
    if (args.reuse) {
      const client = new pg.Client({ connectionString: bench.url });
      await client.connect();
      const { rows } = await client.query<{ note: string | null }>(
        'SELECT shobj_description(oid, $1) AS note FROM pg_database WHERE datname = current_database()',
        ['pg_database'],
      );
      await client.end();
      console.log(`Reusing database ${bench.name}: ${rows[0]?.note ?? 'not grown by this benchmark'}`);
      return bench.url;
    }
    const sizes = sizesAt(scale);
    console.log(`Growing database ${bench.name} at scale ${scale}: ${JSON.stringify(sizes)}`);
    const started = performance.now();
    const client = new pg.Client({ connectionString: bench.url });
    await client.connect();
    try {
      await grow(client, sizes, (line) => console.log(line));
      const seconds = (performance.now() - started) / 1000;
      const { rows } = await client.query<{ size: string }>(
        'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
      );
      console.log(`Grown in ${seconds.toFixed(1)} s; database size ${rows[0]?.size}`);
      await client.query(
        `COMMENT ON DATABASE "${bench.name}" IS 'mockprep catalogue bench, scale ${scale}, grown in ${seconds.toFixed(0)} s on ${new Date().toISOString()}'`,
      );
    } finally {
      await client.end();
    }
    return bench.url;
  } finally {
    await database.close();
  }
}

/** A new session for each bench account, and its token signed with `secret`. */
async function signIn(url: string, secret: string): Promise<Record<Account, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tokens = {} as Record<Account, string>;
    for (const [account, { mobile }] of Object.entries(ACCOUNTS) as [Account, { mobile: string }][]) {
      const { rows } = await client.query<{ user_id: string; id: string }>(
        `INSERT INTO sessions (id, user_id) SELECT gen_random_uuid(), id FROM users WHERE mobile = $1
         RETURNING id, user_id`,
        [mobile],
      );
      const session = rows[0];
      if (!session) throw new Error(`no bench account with mobile ${mobile}: was this database grown by this bench?`);
      tokens[account] = await mintToken(secret, session.user_id, session.id);
    }
    return tokens;
  } finally {
    await client.end();
  }
}

/** Every list case, one after the other, each with `clients` concurrent clients. */
async function listCases(server: Server, tokens: Record<Account, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const options = { clients, requests, seconds: caseSeconds, signal: run.signal };
  for (const c of CASES) {
    const first = await hammer(server.url, c.name, c.path, tokens[c.who], options);
    rows.push({ kind: c.kind, stats: first.stats, shape: first.shape });
    console.log(`  ${c.name}: ${first.stats.latencies.length} requests`);
    if (!c.deep) continue;
    const deep = await deepPath(server.url, c.path, tokens[c.who], deepPages, run.signal);
    const name = `${c.name} deep`;
    if (!deep) {
      rows.push({ kind: 'page', stats: new EndpointStats(name), note: 'not paged' });
      continue;
    }
    const measured = await hammer(server.url, `${name} (page ${deep.followed + 1})`, deep.path, tokens[c.who], options);
    rows.push({ kind: 'page', stats: measured.stats, shape: measured.shape });
  }
  return rows;
}

/**
 * For `--isolation-seconds`, `--admins` admins page through every admin tab (first page, then up to 5 pages by
 * nextCursor, 50 a page) while one client checks /api/health every 100 ms and two students read /api/tests with
 * 200 ms between requests.
 */
async function isolation(server: Server, tokens: Record<Account, string>): Promise<Row[]> {
  const adminStats = new EndpointStats('admin paging every tab (during)');
  const health = new EndpointStats('/api/health while an admin works');
  const studentTests = new EndpointStats('/api/tests while an admin works');
  const over = sleep(isolationSeconds * 1000, undefined, { signal: run.signal });
  let done = false;
  const stop = () => {
    done = true;
  };
  void over.then(stop, stop);
  const adminLoop = async () => {
    for (let tab = 0; !done; tab++) {
      const path = `${ADMIN_TABS[tab % ADMIN_TABS.length]}?limit=50`;
      let shape = await timedGet(server.url, path, tokens.admin, adminStats, run.signal);
      for (let page = 0; page < 5 && shape?.nextCursor; page++) {
        shape = await timedGet(server.url, withCursor(path, shape.nextCursor), tokens.admin, adminStats, run.signal);
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: admins }, adminLoop),
    loopUntil(over, 100, () => timedGet(server.url, '/api/health', tokens.plain, health, run.signal)),
    ...[0, 1].map(() =>
      loopUntil(over, 200, () => timedGet(server.url, '/api/tests', tokens.plain, studentTests, run.signal)),
    ),
  ]);
  return [
    { kind: { p99Ms: TARGETS.healthP99Ms, label: 'health' }, stats: health },
    { kind: { p99Ms: TARGETS.studentTestsP99Ms, label: 'tests' }, stats: studentTests },
    { kind: 'page', stats: adminStats, note: 'mixed tabs' },
  ];
}

async function main(): Promise<number> {
  if (!args['no-build']) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  const url = await prepareDatabase();
  const secret = randomBytes(32).toString('hex');
  const tokens = await signIn(url, secret);
  const server = await startServer(entry, {
    DATABASE_URL: url,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    SEED_DEMO_DATA: 'false',
    ...(workers ? { WORKERS: String(workers) } : {}),
  });
  run.onCleanup(() => server.stop());
  await sleep(2000);
  const idleRss = server.rssMiB() ?? Number.NaN;
  const startWorkers = server.workers().map((w) => w.pid);
  console.log(
    `\nServer ${server.url}: ${server.workers().length} workers, RSS ${idleRss.toFixed(0)} MiB idle; ` +
      `${clients} clients per list case (${requests} requests or ${caseSeconds} s)`,
  );
  const rss = { peak: idleRss };
  const sampler = setInterval(() => {
    rss.peak = Math.max(rss.peak, server.rssMiB() ?? 0);
  }, 250);
  const rows: Row[] = [];
  try {
    rows.push(...(await listCases(server, tokens)));
    console.log(`\nIsolation: ${admins} admins page through every tab for ${isolationSeconds} s`);
    rows.push(...(await isolation(server, tokens)));
  } finally {
    clearInterval(sampler);
  }
  await sleep(3000);
  const settledRss = server.rssMiB() ?? Number.NaN;
  const processes = [
    { name: 'primary', peak: server.peakRssMiB() ?? Number.NaN },
    ...server.workers().map((w) => ({ name: `worker ${w.pid}`, peak: w.peakRssMiB ?? Number.NaN })),
  ];
  const largest = Math.max(...processes.map((p) => p.peak));
  console.log('');
  const listsPass = printReport(rows);
  const rssPass = largest < TARGETS.rssMiB;
  console.log(
    `\nServer RSS, all ${processes.length} processes together: ${idleRss.toFixed(0)} MiB idle at start, ` +
      `${settledRss.toFixed(0)} MiB after the load, ${rss.peak.toFixed(0)} MiB at the peak (sampled every 250 ms).` +
      `\nPeak RSS per process (VmHWM): ${processes.map((p) => `${p.name} ${p.peak.toFixed(0)} MiB`).join(', ')}` +
      `; the largest against the target < ${TARGETS.rssMiB} MiB: ${rssPass ? 'PASS' : 'FAIL'}`,
  );
  const replaced = startWorkers.filter((pid) => !server.workers().some((w) => w.pid === pid));
  if (replaced.length > 0) console.log(`\nWorkers that died during the run (replaced): ${replaced.join(', ')}`);
  if (!listsPass) console.log(`\nThe server's last log lines:\n  ${server.logTail().join('\n  ')}`);
  let browserPass = true;
  if (!args['no-browser']) browserPass = await browserPhase(server.url, tokens, run.signal);
  return listsPass && rssPass && browserPass ? 0 : 1;
}

await run.finish(main);
