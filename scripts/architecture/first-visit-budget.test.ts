import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Manifest, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFacade } from '../../apps/web/inline-entry';
import { LANDING_ROUTES } from '../../apps/web/landing-routes';
import { isApiPath } from '../../apps/web/route-preloads';

const WEB = resolve(import.meta.dirname, '../../apps/web');
/** Brotli bytes of JavaScript a first visit may download before the screen renders (issue 14's target). */
const BUDGET = 150_000;

/** The route modules and texts each screen loads on a first visit, on top of the entry: the build's own table. */
const routeModulesOf = (path: '/login' | '/dashboard' | '/test/:id') =>
  (LANDING_ROUTES[path] ?? []).filter((module) => !isApiPath(module));
const SCREENS = {
  '/login': routeModulesOf('/login'),
  '/dashboard': routeModulesOf('/dashboard'),
  '/test/{id}': routeModulesOf('/test/:id'),
};

const outDir = mkdtempSync(join(tmpdir(), 'mockprep-web-build-'));
let manifest: Manifest;
const modulesOf = new Map<string, string[]>();
/** Entry chunks index.html carries inline (apps/web/inline-entry.ts): not downloaded. */
const inline = new Set<string>();

beforeAll(async () => {
  // vitest runs with NODE_ENV=test, which would make vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = await build({
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  for (const result of [output].flat()) {
    if (!('output' in result)) continue;
    for (const file of (result as Rolldown.RolldownOutput).output) {
      if (file.type !== 'chunk') continue;
      modulesOf.set(file.fileName, file.moduleIds);
      if (file.isEntry && isFacade(file)) inline.add(file.fileName);
    }
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Scripts a first visit may ask for. Each is a request beside the entry: over HTTP/1.1 six at a time, a round trip
 * each, and in Lighthouse's model each takes an equal share of the phone's bandwidth from the entry.
 */
const MAX_SCRIPTS = 5;

/**
 * The chunks a screen downloads before it renders: the entry (unless inline), its route modules, and all they import
 * statically.
 */
function firstVisitChunks(routeModules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of [entry ?? '', ...routeModules]) {
    expect(manifest[key], `${key} is a chunk of the build`).toBeDefined();
    visit(key);
  }
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => !inline.has(file));
}

/** The bytes sent to a browser that accepts brotli: the .br the build wrote, or the file when it has none. */
const brotliBytes = (file: string) =>
  existsSync(join(outDir, `${file}.br`))
    ? statSync(join(outDir, `${file}.br`)).size
    : statSync(join(outDir, file)).size;

describe('first-visit JavaScript', () => {
  it.each(Object.entries(SCREENS))('%s stays within 150 KB of brotli', (_screen, routeModules) => {
    const total = firstVisitChunks(routeModules).reduce((sum, file) => sum + brotliBytes(file), 0);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });

  it.each(Object.entries(SCREENS))(`%s asks for at most ${MAX_SCRIPTS} scripts`, (_screen, routeModules) => {
    expect(firstVisitChunks(routeModules).length).toBeLessThanOrEqual(MAX_SCRIPTS);
  });

  it("carries React Router's production build, not its development warnings", () => {
    const router = [...modulesOf.values()].flat().filter((id) => id.includes('/node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((id) => !id.includes('/react-router/dist/production/'))).toEqual([]);
  });

  it('renders the login screen without zod: the forms fetch their validation on first submit', () => {
    const modules = firstVisitChunks(SCREENS['/login']).flatMap((file) => modulesOf.get(file) ?? []);
    expect(modules.some((id) => id.includes('/features/auth/LoginPage.tsx'))).toBe(true);
    expect(modules.filter((id) => id.includes('/node_modules/zod/'))).toEqual([]);
  });
});
