import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath, isFilePath } from '../lib/url-paths';

/** Vite names every file under assets/ by its content hash, so a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheControl(reply: FastifyReply, path: string) {
  reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
}

/**
 * Per path, the chunks its screen loads after the entry and the API reads it makes before its first render without
 * a session (written by the web build: apps/web/route-preloads.ts).
 */
type RoutePreload = { pattern: string; files: string[]; fetches?: string[] };

/** The `Link` header that lets a first visit fetch its screen's chunks and first data beside the entry, or none. */
function routePreloadLinks(webDir: string): (path: string) => string | undefined {
  const file = `${webDir}/route-preloads.json`;
  if (!existsSync(file)) return () => undefined;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]).map(({ pattern, files, fetches = [] }) => ({
    pattern: new RegExp(pattern),
    link: [
      ...files.map((href) => `<${href}>; rel=modulepreload`),
      // Same mode and credentials as the app's fetch(), so that request takes this answer.
      ...fetches.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`),
    ].join(', '),
  }));
  return (path) => routes.find((route) => route.pattern.test(path))?.link;
}

/**
 * The page's `script-src` sources for the inline scripts of the built index.html (the entry, the early reads and the
 * service worker's registration: apps/web/vite.config.ts), so the policy allows exactly them and no other inline
 * script.
 */
export function inlineScriptHashes(webDir: string | undefined): string[] {
  const page = webDir === undefined ? undefined : `${webDir}/index.html`;
  if (!page || !existsSync(page)) return [];
  return [...readFileSync(page, 'utf8').matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Uploaded images, named by their content's hash: cached for a year, like the web's assets. */
export async function registerMedia(app: FastifyInstance, dir: string) {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE),
  });
}

/**
 * Serves the built web app and answers every non-API path with index.html (client-side routing). The build
 * writes a .br and a .gz beside each text file; the one the browser accepts is sent as it is.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const hasWeb = webDir !== undefined && existsSync(`${webDir}/index.html`);
  const preloadsFor = hasWeb ? routePreloadLinks(webDir) : () => undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheControl,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A stale chunk fails as missing, and under /assets/ no page is ever sent without the page's security headers
    // (plugins/security-headers.ts).
    if (hasWeb && request.method === 'GET' && !isApiPath(path) && !isFilePath(path)) {
      const link = preloadsFor(path);
      if (link) reply.header('link', link);
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
}
