import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_READS_GLOBAL } from '../apps/web/src/lib/early-reads';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';
import { listTests, pageAs, signUpStudent } from './support/students';

/** The app's code: the entry's modules, in one chunk that index.html's inline entry imports. */
const APP_CODE = /\/assets\/web-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('first visit', () => {
  it.each([PHONE, DESKTOP])('paints the brand before any script has run ($width px)', async (viewport) => {
    const page = await newPage(browser, viewport);
    // Scripts held back: what a slow phone shows while they download.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    const splash = page.getByRole('status', { name: 'Loading MockPrep' });
    await splash.waitFor();
    expect(await splash.textContent()).toContain('MockPrep');
    expect(await splash.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
    await screenshot(page, 'splash', { fullPage: false });
    await page.context().close();
  });

  it.each([
    ['/login', /\/assets\/LoginPage-[\w-]+\.js$/],
    ['/dashboard', /\/assets\/home-screen-[\w-]+\.js$/],
  ])("asks for %s's own code beside the entry, without waiting for the entry to run", async (path, screenChunk) => {
    const page = await newPage(browser, PHONE);
    // The app's code never arrives, so nothing it would import can be what asks for the screen's chunk.
    await page.route(APP_CODE, (route) => route.abort());
    const screenRequest = page.waitForRequest((request) => screenChunk.test(new URL(request.url()).pathname), {
      timeout: 15_000,
    });
    await page.goto(path);
    await screenRequest;
    await page.context().close();
  });

  it("asks for the sign-in screen's settings beside the entry, and the screen takes that answer", async () => {
    const page = await newPage(browser, PHONE);
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/config') configRequests.push(request.url());
    });
    // The app's code never arrives, so nothing it would run can be what asks for the settings.
    await page.route(APP_CODE, (route) => route.abort());
    const early = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/config', {
      timeout: 15_000,
    });
    await page.goto('/login');
    await early;
    await page.unroute(APP_CODE);

    configRequests.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The demo notice comes from those settings: the screen read the answer the header asked for, not a second one.
    await page.getByText('Demo mode', { exact: true }).waitFor();
    expect(configRequests).toHaveLength(1);
    await page.context().close();
  });

  it.each([
    [
      '/dashboard',
      [
        '/api/auth/me',
        '/api/attempts/summary',
        '/api/attempts/user?limit=10',
        '/api/attempts/running',
        '/api/notifications/unread-count',
      ],
    ],
    ['/test/{id}', ['/api/auth/me', '/api/tests/{id}']],
  ])(
    "starts %s's first reads for a signed-in student beside the entry, and the screen takes those answers",
    async (screen, reads) => {
      const student = await signUpStudent();
      const [test] = await listTests(student, 'type=Free');
      if (!test) throw new Error('the demo catalogue has no free test');
      const path = screen.replace('{id}', test._id);
      const expected = reads.map((read) => read.replace('{id}', test._id));
      const page = await pageAs(browser, student, PHONE);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      });
      // The app's code never arrives, so nothing it would run can be what reads them.
      await page.route(APP_CODE, (route) => route.abort());
      await page.goto(path);
      await expect.poll(() => [...asked].sort(), { timeout: 15_000 }).toEqual([...expected].sort());
      await page.unroute(APP_CODE);

      asked.length = 0;
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Each taken by the app (the stored user's refresh waits for an idle moment), none asked for again.
      await page.waitForFunction(
        (global) => Object.keys((window as unknown as Record<string, object>)[global] ?? {}).length === 0,
        EARLY_READS_GLOBAL,
      );
      await page.waitForLoadState('networkidle');
      for (const read of expected) expect(asked.filter((url) => url === read)).toEqual([read]);
      await page.context().close();
    },
  );

  it('replaces the splash with the screen, from brotli files cached for a year', async () => {
    const page = await newPage(browser, PHONE);
    const scripts: { path: string; cacheControl?: string; encoding?: string }[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        const headers = response.headers();
        const path = new URL(response.url()).pathname;
        scripts.push({ path, cacheControl: headers['cache-control'], encoding: headers['content-encoding'] });
      }
    });
    const html = await page.goto('/login');
    expect(html?.headers()['cache-control']).toBe('no-cache');
    expect(html?.headers()['content-encoding']).toBe('br');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('status', { name: 'Loading MockPrep' }).count()).toBe(0);
    // The scripts are the ones the page's Link header announced, no more: the entry, the service worker's
    // registration and the icon come inside the page, not as requests of their own.
    const announced = [...(html?.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
      ([, path]) => path,
    );
    expect(announced.length).toBeGreaterThan(0);
    expect(scripts.map(({ path }) => path).sort()).toEqual(announced.sort());
    expect(scripts).toEqual(
      scripts.map(({ path }) => ({ path, cacheControl: 'public, max-age=31536000, immutable', encoding: 'br' })),
    );
    const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    expect(decodeURIComponent(icon)).toMatch(/^data:image\/svg\+xml,<svg [\s\S]*<\/svg>$/);
    expect(requests.filter((path) => !path.startsWith('/assets/') && !path.startsWith('/api/'))).toEqual(['/login']);

    const robots = await page.request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toMatch(/^Disallow: \/api\/$/m);
    await page.context().close();
  });
});
