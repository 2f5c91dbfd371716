import {
  IdParams,
  PROMO_MSG,
  PromoCode,
  PromoCodeForm,
  PromoCodePage,
  PromoCodesQuery,
  PromoStats,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { AdminPromoCodes } from './admin-service';

const doc = routeDocs('Admin: promo codes');

export const adminPromoCodeRoutes: FastifyPluginAsyncZod<{ adminPromoCodes: AdminPromoCodes }> = async (
  app,
  { adminPromoCodes },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/promo-codes',
    {
      schema: {
        querystring: PromoCodesQuery,
        ...doc({
          operationId: 'adminListPromoCodes',
          summary: 'Promo codes, newest first',
          description:
            "`search` matches within the code. Pages of at most `limit`, with the `total` matching on the first page; pass the last page's `nextCursor` as `cursor` for the next one.",
          access: 'admin',
          data: PromoCodePage,
        }),
      },
    },
    async (req) => ok(await adminPromoCodes.list(req.query)),
  );
  app.get(
    '/admin/promo-codes/stats',
    {
      schema: doc({
        operationId: 'adminGetPromoStats',
        summary: 'Promo code figures',
        access: 'admin',
        data: PromoStats,
      }),
    },
    async () => ok(await adminPromoCodes.stats()),
  );
  app.post(
    '/admin/promo-codes',
    {
      schema: {
        body: PromoCodeForm,
        ...doc({
          operationId: 'adminCreatePromoCode',
          summary: 'Create a promo code',
          description: 'Codes are stored upper-case and unique (409).',
          access: 'admin',
          data: PromoCode,
          status: [201],
          ok: 'Created',
          errors: [409],
        }),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await adminPromoCodes.create(currentUser(req), req.body), PROMO_MSG.created);
    },
  );
  app.put(
    '/admin/promo-codes/:id',
    {
      schema: {
        params: IdParams,
        body: PromoCodeForm,
        ...doc({
          operationId: 'adminUpdatePromoCode',
          summary: 'Update a promo code',
          access: 'admin',
          data: PromoCode,
          errors: [404, 409],
        }),
      },
    },
    async (req) => ok(await adminPromoCodes.update(currentUser(req), req.params.id, req.body), PROMO_MSG.updated),
  );
  app.delete(
    '/admin/promo-codes/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'adminDeletePromoCode',
          summary: 'Delete a promo code',
          access: 'admin',
          data: z.null(),
          errors: [404],
        }),
      },
    },
    async (req) => {
      await adminPromoCodes.remove(currentUser(req), req.params.id);
      return ok(null, PROMO_MSG.deleted);
    },
  );
};
