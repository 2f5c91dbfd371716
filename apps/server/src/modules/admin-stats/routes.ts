import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { Payments } from '../payments/service';
import type { AdminStatsService } from './service';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ stats: AdminStatsService; payments: Payments }> = async (
  app,
  { stats, payments },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/stats', async () => ok(await stats.get()));
  app.get('/admin/payments', async () => ok(await payments.all()));
};
