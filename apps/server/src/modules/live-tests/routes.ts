import { IdParams, MSG } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { LiveTests } from './service';

export const liveTestRoutes: FastifyPluginAsyncZod<{ liveTests: LiveTests }> = async (app, { liveTests }) => {
  app.addHook('onRequest', app.requireUser);
  app.get('/live-tests', async (req) => ok(await liveTests.list(currentUser(req))));
  app.post('/live-tests/:id/register', { schema: { params: IdParams } }, async (req) => {
    await liveTests.register(currentUser(req), req.params.id);
    return ok({ registered: true }, MSG.liveRegistered);
  });
};
