import { timingSafeEqual } from 'node:crypto';
import { MSG } from '@mockprep/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import { HttpError } from '../lib/http-error';

export type MetricsOptions = {
  /** Required as a bearer token when set. */
  token?: string;
  /** Served without a token (the demo profile); otherwise only with one, and not at all when none is set. */
  open: boolean;
  poolStats(): PoolStats | null;
};

function hasToken(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Prometheus metrics at /metrics: requests and latency per route, the database pool, the event loop. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.poolStats();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  // A callback hook: an async one costs every request a promise and a microtask.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (options.token ? !hasToken(request, options.token) : !options.open) {
      throw options.token ? new HttpError(401, MSG.metricsTokenRequired) : new HttpError(404, MSG.notFound);
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
