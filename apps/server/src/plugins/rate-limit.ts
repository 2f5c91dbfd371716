import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { MSG } from '@mockprep/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error';
import { isApiPath } from '../lib/url-paths';
import { bearer } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook giving each client address `max` requests per `timeWindow` across every route it guards
     * (both OTP sends share one), on top of the global limit, whether or not the caller is signed in: new
     * accounts must not multiply the SMS an address can trigger. `name` keeps its counters apart.
     */
    addressLimit(name: string, limit: { max: number; timeWindow: string }): (request: FastifyRequest) => Promise<void>;
  }
}

export type RateLimitOptions = {
  max: number;
  redisUrl?: string;
  /** The token's subject when its signature and expiry check out; null otherwise. */
  verifyToken(token: string): Promise<{ sub: string } | null>;
};

const tooMany = (seconds: number) => new HttpError(429, MSG.tooManyRequests, { retryAfter: seconds });

/**
 * Counters live in Redis when REDIS_URL is set (shared by every instance), in memory otherwise.
 * A caller is the user of a verified token (thousands of students behind one college network or carrier NAT
 * share an address), else the client address as TRUST_PROXY resolves it (IPv6 by /64). Nothing else the client
 * sends picks the bucket: a forged, padded or expired token counts as signed out.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  const address = (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`;
  async function caller(request: FastifyRequest) {
    const token = bearer(request);
    const claims = token ? await options.verifyToken(token) : null;
    return claims ? `user:${claims.sub}` : address(request);
  }

  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'mockprep-rl:',
    skipOnError: true,
    keyGenerator: caller,
    // The web app's files and media carry no token, so a whole college network would share one bucket for them.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
  });

  app.decorate('addressLimit', (name: string, limit: { max: number; timeWindow: string }) => {
    const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${address(request)}` });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
    };
  });
}
