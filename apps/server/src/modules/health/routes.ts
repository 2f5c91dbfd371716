import { MSG } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { Health } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: Health }> = async (app, { health }) => {
  app.get('/health', { config: { rateLimit: false } }, async () => ok({ status: 'ok' as const }));

  app.get('/ready', { config: { rateLimit: false } }, async () => {
    const readiness = await health.readiness();
    if (!readiness.ready) throw new HttpError(503, MSG.notReady, { data: readiness });
    return ok({ status: 'ready' as const, ...readiness });
  });
};
