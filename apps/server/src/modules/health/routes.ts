import { Liveness, MSG, NotReady, Ready } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { json, routeDocs } from '../../lib/route-docs';
import type { Health } from './service';

const doc = routeDocs('Health');

export const healthRoutes: FastifyPluginAsyncZod<{ health: Health }> = async (app, { health }) => {
  const unlimited = { rateLimit: false };
  app.get(
    '/health',
    {
      config: unlimited,
      schema: doc({
        operationId: 'getHealth',
        summary: 'Liveness',
        description: 'Answers while the process runs, whatever the database; for a load balancer or orchestrator.',
        access: 'public',
        data: Liveness,
        rateLimited: false,
      }),
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: unlimited,
      schema: doc({
        operationId: 'getReadiness',
        summary: 'Readiness',
        description: 'Ready when the database answers and every migration of this build has been applied.',
        access: 'public',
        data: Ready,
        rateLimited: false,
        extra: { 503: json('Not ready: the database is down or migrations are missing', NotReady) },
      }),
    },
    async () => {
      const readiness = await health.readiness();
      if (!readiness.ready) throw new HttpError(503, MSG.notReady, { data: readiness });
      return ok({ status: 'ready' as const, ...readiness });
    },
  );
};
