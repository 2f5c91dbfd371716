import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_READS_GLOBAL } from '../apps/web/src/lib/early-reads';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';
import { listTests, pageAs, signUpStudent } from './support/students';

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
    ['/dashboard', /\/assets\/DashboardPage-[\w-]+\.js$/],
  ])("asks for %s's own code beside the entry, without waiting for the entry to run", async (path, screenChunk) => {
    const page = await newPage(browser, PHONE);
    // The entry never arrives, so nothing it would import can be what asks for the screen's chunk.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
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
    // The entry never arrives, so nothing it would run can be what asks for the settings.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const early = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/config', {
      timeout: 15_000,
    });
    await page.goto('/login');
    await early;
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);

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
      // The entry never arrives, so nothing it would run can be what reads them.
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(path);
      await expect.poll(() => [...asked].sort(), { timeout: 15_000 }).toEqual([...expected].sort());
      await page.unroute(/\/assets\/index-[\w-]+\.js$/);

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
    const scripts: { cacheControl?: string; encoding?: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) {
        const headers = response.headers();
        scripts.push({ cacheControl: headers['cache-control'], encoding: headers['content-encoding'] });
      }
    });
    const html = await page.goto('/login');
    expect(html?.headers()['cache-control']).toBe('no-cache');
    expect(html?.headers()['content-encoding']).toBe('br');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByRole('status', { name: 'Loading MockPrep' }).count()).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).toEqual(
      scripts.map(() => ({ cacheControl: 'public, max-age=31536000, immutable', encoding: 'br' })),
    );

    const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '');
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');

    const robots = await page.request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toMatch(/^Disallow: \/api\/$/m);
    await page.context().close();
  });
});
