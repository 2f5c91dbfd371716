import { MSG } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { pingDatabase } from './repo';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { config: { rateLimit: false } }, async (req) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      req.log.error(error);
      throw new HttpError(503, MSG.databaseUnavailable);
    }
    return ok({ status: 'ok' as const });
  });
};
