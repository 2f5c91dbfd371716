import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content hash, so a changed file is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheControl(reply: FastifyReply, path: string) {
  reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
}

/**
 * Serves the built web app and answers every non-API path with index.html (client-side routing). The build
 * writes a .br and a .gz beside each text file; the one the browser accepts is sent as it is.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const hasWeb = webDir !== undefined && existsSync(`${webDir}/index.html`);
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
    if (hasWeb && request.method === 'GET' && !path.startsWith('/api')) return reply.sendFile('index.html');
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
}
