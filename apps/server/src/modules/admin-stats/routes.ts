import { AdminPaymentPage, AdminPaymentSummary, AdminPaymentsQuery, AdminStats } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import type { AdminPayments } from '../payments/admin-service';
import type { AdminStatsService } from './service';

const doc = routeDocs('Admin');

export const adminStatsRoutes: FastifyPluginAsyncZod<{
  stats: AdminStatsService;
  adminPayments: AdminPayments;
}> = async (app, { stats, adminPayments }) => {
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
      schema: {
        querystring: AdminPaymentsQuery,
        ...doc({
          operationId: 'adminListPayments',
          summary: 'Payments, newest first',
          description:
            "`status` filters; `from` and `to` bound the date the order was made (ISO date-times, both included); `search` matches the student's name or mobile or the order id. Pages of at most `limit`, with the `total` matching on the first page; pass the last page's `nextCursor` as `cursor` for the next one.",
          access: 'admin',
          data: AdminPaymentPage,
        }),
      },
    },
    async (req) => ok(await adminPayments.list(req.query)),
  );
  app.get(
    '/admin/payments/summary',
    {
      schema: doc({
        operationId: 'adminGetPaymentSummary',
        summary: 'Revenue and payments by status',
        description: 'Over every payment: revenue sums paid payments only; open orders count as pending.',
        access: 'admin',
        data: AdminPaymentSummary,
      }),
    },
    async () => ok(await adminPayments.summary()),
  );
};
