import { AdminStats, Payment } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import type { Payments } from '../payments/service';
import type { AdminStatsService } from './service';

const doc = routeDocs('Admin');

export const adminStatsRoutes: FastifyPluginAsyncZod<{ stats: AdminStatsService; payments: Payments }> = async (
  app,
  { stats, payments },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/stats',
    {
      schema: doc({ operationId: 'adminGetStats', summary: 'Platform figures', access: 'admin', data: AdminStats }),
    },
    async () => ok(await stats.get()),
  );
  app.get(
    '/admin/payments',
    {
      schema: doc({
        operationId: 'adminListPayments',
        summary: 'Every payment',
        access: 'admin',
        data: z.array(Payment),
      }),
    },
    async () => ok(await payments.all()),
  );
};
