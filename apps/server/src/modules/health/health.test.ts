import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
const webDir = mkdtempSync(join(tmpdir(), 'mockprep-web-'));
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>MockPrep</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await testApp({ WEB_DIST_DIR: webDir });
});
afterAll(() => t.close());

it('reports alive, and ready once the database answers with every migration applied', async () => {
  const alive = await t.call('GET', '/api/health');
  expect(alive.status).toBe(200);
  expect(alive.body).toEqual({ success: true, data: { status: 'ok' } });
  const ready = await t.call<{ status: string; migrations: { applied: number; expected: number } }>(
    'GET',
    '/api/ready',
  );
  expect(ready.status).toBe(200);
  expect(ready.body.data.status).toBe('ready');
  expect(ready.body.data.migrations.applied).toBe(ready.body.data.migrations.expected);
  expect(ready.body.data.migrations.expected).toBeGreaterThanOrEqual(7);
});

it('serves the web app for client routes and files, and JSON 404s for unknown API paths', async () => {
  const page = await t.app.inject({ url: '/profile' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root">');
  expect((await t.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
  const api = await t.call('GET', '/api/nope');
  expect(api.status).toBe(404);
  expect(api.body.success).toBe(false);
});
