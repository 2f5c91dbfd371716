import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { config: { rateLimit: false } }, async (req) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      req.log.error(error);
      throw new HttpError(503, 'Database unavailable');
    }
    return ok({ status: 'ok' as const });
  });
};
