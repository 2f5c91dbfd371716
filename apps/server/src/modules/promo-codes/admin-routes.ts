import { IdParams, PROMO_MSG, PromoCodeForm } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { AdminPromoCodes } from './admin-service';

export const adminPromoCodeRoutes: FastifyPluginAsyncZod<{ adminPromoCodes: AdminPromoCodes }> = async (
  app,
  { adminPromoCodes },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/promo-codes', async () => ok(await adminPromoCodes.list()));
  app.get('/admin/promo-codes/stats', async () => ok(await adminPromoCodes.stats()));
  app.post('/admin/promo-codes', { schema: { body: PromoCodeForm } }, async (req, reply) => {
    reply.status(201);
    return ok(await adminPromoCodes.create(currentUser(req), req.body), PROMO_MSG.created);
  });
  app.put('/admin/promo-codes/:id', { schema: { params: IdParams, body: PromoCodeForm } }, async (req) =>
    ok(await adminPromoCodes.update(currentUser(req), req.params.id, req.body), PROMO_MSG.updated),
  );
  app.delete('/admin/promo-codes/:id', { schema: { params: IdParams } }, async (req) => {
    await adminPromoCodes.remove(currentUser(req), req.params.id);
    return ok(null, PROMO_MSG.deleted);
  });
};
