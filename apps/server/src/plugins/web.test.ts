import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
const webDir = mkdtempSync(join(tmpdir(), 'mockprep-web-'));
const inlineScript = '(function(){window.early=location.pathname})();';
const inlineEntry = 'import{t as e}from"/assets/app-3f9a1c.js";e();';
const indexHtml = `<!doctype html><title>MockPrep</title><script type="module">${inlineEntry}</script><script>${inlineScript}</script><div id="root">${'<p>splash</p>'.repeat(200)}</div>`;
const appJs = Array.from({ length: 400 }, (_, i) => `console.log("chunk line ${i}");`).join('\n');

/** What apps/web/route-preloads.ts writes: per path, the entry and the chunks of the screen opened there. */
const routePreloads = [
  {
    pattern: '^/login/?$',
    files: ['/assets/app-3f9a1c.js', '/assets/LoginPage-1b2c3d.js'],
    fetches: ['/api/auth/config'],
  },
  { pattern: '^/test/[^/]+/?$', files: ['/assets/app-3f9a1c.js', '/assets/TestTakingPage-4e5f6a.js'] },
];

const built = new Map<string, Buffer>();
/** What the web build writes: each text file with a .br and a .gz beside it, at the highest levels. */
function writeBuilt(path: string, text: string) {
  const files: [string, Buffer][] = [
    [path, Buffer.from(text)],
    [`${path}.br`, brotliCompressSync(text)],
    [`${path}.gz`, gzipSync(text, { level: 9 })],
  ];
  for (const [name, bytes] of files) {
    writeFileSync(join(webDir, name), bytes);
    built.set(name, bytes);
  }
}

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeBuilt('index.html', indexHtml);
  writeBuilt('assets/app-3f9a1c.js', appJs);
  writeFileSync(join(webDir, 'route-preloads.json'), JSON.stringify(routePreloads));
  t = await testApp({ WEB_DIST_DIR: webDir });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

type Encoding = { name: string; accept: string; suffix: string; decode(body: Buffer): Buffer };
const br: Encoding = { name: 'br', accept: 'br, gzip', suffix: '.br', decode: brotliDecompressSync };
const gzip: Encoding = { name: 'gzip', accept: 'gzip, deflate', suffix: '.gz', decode: gunzipSync };
const identity: Encoding = { name: 'identity', accept: 'identity', suffix: '', decode: (body) => body };

describe('the built web app', () => {
  it.each([br, gzip, identity])('sends hashed assets as $name, cached for a year', async (encoding) => {
    const response = await get('/assets/app-3f9a1c.js', encoding.accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === identity ? undefined : encoding.name);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    // The file the build compressed, not a compression made per request.
    expect(response.rawPayload).toEqual(built.get(`assets/app-3f9a1c.js${encoding.suffix}`));
    expect(encoding.decode(response.rawPayload).toString()).toBe(appJs);
  });

  it.each([
    ['a chunk of an older build', '/assets/LoginPage-0ld0ne.js'],
    ['a NUL byte', '/assets/%00.js'],
    ['a climb out of the folder', '/assets/..%2f..%2fpackage.json'],
    ['a 5,000-character name', `/assets/${'a'.repeat(5000)}.js`],
  ])('answers %s under /assets/ with a 4xx, never index.html', async (_what, url) => {
    const response = await get(url, br.accept);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('sends hashed assets with the headers that guard a file, and pages with every policy', async () => {
    const asset = await get('/assets/app-3f9a1c.js', br.accept);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await get('/login', br.accept);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // The page's own inline scripts (the entry, the early reads) run: the policy names them by their hashes, and
    // nothing else.
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
    const hashes = [inlineEntry, inlineScript].map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(scriptSrc?.filter((source) => source.startsWith("'sha") || source.includes('unsafe'))).toEqual(hashes);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it.each([
    ['/index.html', br],
    ['/login', br],
    ['/test/some-test-id', gzip],
    ['/dashboard', identity],
  ])('answers %s with index.html that the browser revalidates', async (url, encoding) => {
    const response = await get(url, encoding.accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe(encoding === identity ? undefined : encoding.name);
    expect(encoding.decode(response.rawPayload).toString()).toBe(indexHtml);
  });
});

describe("a screen's chunks", () => {
  it.each([
    [
      '/login',
      '</assets/app-3f9a1c.js>; rel=modulepreload, </assets/LoginPage-1b2c3d.js>; rel=modulepreload, ' +
        '</api/auth/config>; rel=preload; as=fetch; crossorigin',
    ],
    [
      '/test/0192-test-id',
      '</assets/app-3f9a1c.js>; rel=modulepreload, </assets/TestTakingPage-4e5f6a.js>; rel=modulepreload',
    ],
  ])(
    'are announced with the index.html of %s, with its first data, so they download beside the entry',
    async (url, link) => {
      const response = await get(url, br.accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBe(link);
    },
  );

  it('are not announced for a path the build lists nothing for', async () => {
    const response = await get('/test/0192-test-id/extra', br.accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
  });
});

describe('the request limit', () => {
  it("leaves the app's files to a whole college behind one address: only the API counts", async () => {
    const limited = await testApp({ WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: '3' });
    const statuses = async (url: string, count: number) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i++) seen.push((await limited.app.inject({ url })).statusCode);
      return seen;
    };
    expect(await statuses('/assets/app-3f9a1c.js', 10)).toEqual(Array(10).fill(200));
    expect(await statuses('/login', 10)).toEqual(Array(10).fill(200));
    expect(await statuses('/api/target-exams', 4)).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB and more with brotli or gzip', async () => {
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of [br, gzip]) {
      const response = await get('/api/docs/json', encoding.name);
      expect(response.headers['content-encoding']).toBe(encoding.name);
      expect(response.headers['content-type']).toContain('application/json');
      expect(encoding.decode(response.rawPayload).toString()).toBe(plain.body);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    }
  });

  it('leaves small answers as they are', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('still serves the metrics a scraper reads, compressed when it asks', async () => {
    const response = await get('/metrics', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('nodejs_eventloop_lag_seconds');
  });
});
