import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBrowserDeps } from './browser-deps.mjs';
import { ensureInstalled, run } from './ensure-installed.mjs';

// Absolute: the browser suite runs with its own root (e2e/), and relative report paths would follow it.
const reports = resolve('.test-artifacts/reports');

ensureInstalled();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
function vitest(name, args, env = {}) {
  const outputFile = `${reports}/${name}.json`;
  try {
    run(`npx vitest run ${args} --reporter=default --reporter=json --outputFile.json=${outputFile}`, env);
  } finally {
    if (existsSync(outputFile)) results.push(JSON.parse(readFileSync(outputFile, 'utf8')));
  }
}

let failed = false;
const step = (fn) => {
  try {
    fn();
  } catch {
    failed = true;
  }
};

// Unit, component and API tests on the embedded database (PGlite).
step(() => vitest('unit-and-api-pglite', '', { TEST_DATABASE_URL: '' }));
// The API suite again on PostgreSQL when a server is given, with the process tests that need PostgreSQL.
if (process.env.TEST_DATABASE_URL) {
  step(() => vitest('api-postgres', '--project "server (PostgreSQL)" --project "process (PostgreSQL)"'));
}
// Browser tests in Chromium against the production build (Chromium installed first when this runs as root on Debian).
if (ensureBrowserDeps()) {
  step(() => {
    run('npm run build');
    vitest('browser', '--config e2e/vitest.config.ts');
  });
} else {
  failed = true;
}

const passed = results.reduce((n, r) => n + r.numPassedTests, 0);
const failures = results.reduce((n, r) => n + r.numFailedTests, 0);
console.log(`\ntests: ${passed} passed, ${failures} failed`);
process.exit(failed || failures > 0 ? 1 : 0);
