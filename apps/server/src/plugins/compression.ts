import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for API answers of 1 KB and more (a question paper, a leaderboard). Static files skip it: the
 * web build ships them already compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
