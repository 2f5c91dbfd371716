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

it('reports ok after reaching the database', async () => {
  const res = await t.call('GET', '/api/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, data: { status: 'ok' } });
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
