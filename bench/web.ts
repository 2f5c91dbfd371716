/**
 * First-visit benchmark of the web app: builds it (unless --no-build), serves the production build on a fresh
 * embedded database with the demo catalogue, signs a student up, and for /login, /dashboard and /test/{id}
 * prints the bytes a first visit transfers (compressed, as sent, and raw) and Lighthouse's mobile performance
 * score, LCP, TBT and CLS (Debian's Chromium, Lighthouse's default simulated slow 4G and 4x CPU slowdown).
 * A floor is measured the same way in the same run: a static page (a heading and a paragraph, no stylesheet, no
 * script) from a bare node:http server, so a slow or busy machine shows in the floor as well as in the app.
 * Usage: npm run bench:web -- [--no-build] [--runs 1] [--save dir] (--save keeps each Lighthouse report as JSON)
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AuthResult, TestPage } from '@mockprep/contract';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/chromium';
import { signedInScript } from './lib/browser';
import { startServer } from './lib/server';
import { percentile, table } from './lib/stats';

const TARGETS = { jsBrotliBytes: 150_000, performance: 95, lcpMs: 2000 };
const ROOT = resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));

type Visit = { path: string; signedIn: boolean; ready: string };
type Bytes = { jsSent: number; jsRaw: number; allSent: number; allRaw: number; requests: number };
type Scores = { performance: number; lcpMs: number; tbtMs: number; cls: number };

async function api<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** What a first visit (empty cache, no service worker yet) transfers until the screen is ready and idle. */
async function measureBytes(baseUrl: string, visit: Visit, student: AuthResult): Promise<Bytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    // The service worker's precache download starts after the page has loaded; it is not the page's first visit.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    if (visit.signedIn) await context.addInitScript(signedInScript(student.token, student.user));
    const page = await context.newPage();
    const responses: Promise<{ js: boolean; sent: number; raw: number }>[] = [];
    page.on('requestfinished', (request) =>
      responses.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const raw = (await response?.body().catch(() => Buffer.alloc(0)))?.length ?? 0;
          return { js: request.resourceType() === 'script', sent: sizes.responseBodySize, raw };
        })(),
      ),
    );
    await page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'networkidle' });
    await page.getByText(visit.ready).first().waitFor();
    const all = await Promise.all(responses);
    const sum = (list: typeof all, key: 'sent' | 'raw') => list.reduce((total, item) => total + item[key], 0);
    const js = all.filter((item) => item.js);
    return {
      jsSent: sum(js, 'sent'),
      jsRaw: sum(js, 'raw'),
      allSent: sum(all, 'sent'),
      allRaw: sum(all, 'raw'),
      requests: all.length,
    };
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse mobile performance run of `url` in a fresh Chromium profile; with `student`, signed in through the
 * origin's localStorage first.
 */
async function runLighthouse(url: string, student?: AuthResult, report?: string): Promise<Scores> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'mockprep-lighthouse-'));
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, userDataDir });
  try {
    if (student) {
      // A page of the origin that registers no service worker and fills no cache worth the name.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate(signedInScript(student.token, student.user));
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the session written above; the cache is still empty, so this is a first visit.
      disableStorageReset: student !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
    if (report) writeFileSync(report, JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** A run whose trace Lighthouse could not read (NO_NAVSTART now and then) is run again, not scored 0. */
async function lighthouseRun(url: string, student?: AuthResult, report?: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, student, report);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}; running it again`);
    }
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The median of `runs` Lighthouse runs of `url` (each report saved as `{name}-{run}.json` with --save). */
async function lighthouseMedian(url: string, name: string, student?: AuthResult): Promise<Scores> {
  if (args.save) mkdirSync(args.save, { recursive: true });
  const scores: Scores[] = [];
  for (let run = 0; run < runs; run++) {
    scores.push(await lighthouseRun(url, student, args.save ? join(args.save, `${name}-${run + 1}.json`) : undefined));
  }
  return {
    performance: median(scores.map((s) => s.performance)),
    lcpMs: median(scores.map((s) => s.lcpMs)),
    tbtMs: median(scores.map((s) => s.tbtMs)),
    cls: median(scores.map((s) => s.cls)),
  };
}

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
  `<body><h1>Welcome back</h1><p>${'Sign in to take your mock tests. '.repeat(8)}</p></body></html>`;

/** Lighthouse on the floor page, served by a bare node:http server on this machine. */
async function floorScores(): Promise<Scores> {
  const floor = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  try {
    return await lighthouseMedian(`http://127.0.0.1:${(floor.address() as AddressInfo).port}/`, 'floor');
  } finally {
    floor.close();
  }
}

const scoreCells = (score: Scores) => [
  String(score.performance),
  (score.lcpMs / 1000).toFixed(2),
  score.tbtMs.toFixed(0),
  score.cls.toFixed(3),
];

async function main() {
  if (!args['no-build']) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'mockprep-bench-web-'));
  const server = await startServer(join(ROOT, 'apps/server/dist/main.js'), {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  try {
    const student = await api<AuthResult>(server.url, 'POST', '/auth/student/signup', {
      name: 'Bench Student',
      mobile: `9${String(Date.now()).slice(-9)}`,
      password: 'Secret@123',
    });
    const tests = await api<TestPage>(server.url, 'GET', '/tests?type=Free&limit=100', undefined, student.token);
    const test = tests.entries.find((item) => item.hasAccess);
    if (!test) throw new Error('the demo catalogue has no free test');
    const visits: Visit[] = [
      { path: '/login', signedIn: false, ready: 'Welcome back' },
      { path: '/dashboard', signedIn: true, ready: 'Welcome back' },
      { path: `/test/${test._id}`, signedIn: true, ready: 'I have read and understood the instructions' },
    ];

    const rows: string[][] = [];
    let met = true;
    for (const visit of visits) {
      const bytes = await measureBytes(server.url, visit, student);
      const name = visit.path.startsWith('/test/') ? 'test' : visit.path.slice(1);
      const score = await lighthouseMedian(`${server.url}${visit.path}`, name, visit.signedIn ? student : undefined);
      met &&=
        bytes.jsSent <= TARGETS.jsBrotliBytes &&
        score.performance >= TARGETS.performance &&
        score.lcpMs <= TARGETS.lcpMs;
      rows.push([
        visit.path.startsWith('/test/') ? '/test/{id}' : visit.path,
        kb(bytes.jsSent),
        kb(bytes.jsRaw),
        kb(bytes.allSent),
        kb(bytes.allRaw),
        String(bytes.requests),
        ...scoreCells(score),
      ]);
    }
    const floorBytes = kb(Buffer.byteLength(FLOOR_PAGE));
    rows.push(['floor', '0.0', '0.0', floorBytes, floorBytes, '1', ...scoreCells(await floorScores())]);
    console.log(
      `\nFirst visit, empty cache (KB = 1,000 bytes; "sent" is what crossed the wire: brotli from this server).` +
        ` Lighthouse mobile, median of ${runs} run(s). floor: a static page with no stylesheet or script.\n`,
    );
    console.log(
      table(['page', 'JS sent', 'JS raw', 'all sent', 'all raw', 'requests', 'perf', 'LCP s', 'TBT ms', 'CLS'], rows),
    );
    console.log(
      `\nTargets: JS sent <= ${kb(TARGETS.jsBrotliBytes)} KB, performance >= ${TARGETS.performance},` +
        ` LCP <= ${TARGETS.lcpMs / 1000} s: ${met ? 'met' : 'NOT met'}.`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
