import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Counters live in Redis when REDIS_URL is set (shared by every instance), in memory otherwise.
 * Signed-in students are keyed by their token, not their address: thousands of students behind one
 * college network or carrier NAT share an IP.
 */
export async function registerRateLimit(app: FastifyInstance, options: { max: number; redisUrl?: string }) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'mockprep-rl:',
    skipOnError: true,
    keyGenerator: (request) => request.headers.authorization ?? request.ip,
  });
}
