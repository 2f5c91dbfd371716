import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app and answers every non-API path with index.html (client-side routing). */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const hasWeb = webDir !== undefined && existsSync(`${webDir}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, maxAge: '1h', index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && request.method === 'GET' && !path.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
}
