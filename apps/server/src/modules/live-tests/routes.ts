import { IdParams, LiveRegistration, LiveTest, MSG } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { LiveTests } from './service';

const doc = routeDocs('Live tests');

export const liveTestRoutes: FastifyPluginAsyncZod<{ liveTests: LiveTests }> = async (app, { liveTests }) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/live-tests',
    {
      schema: doc({
        operationId: 'listLiveTests',
        summary: 'Live tests: upcoming, live and ended',
        access: 'user',
        data: z.array(LiveTest),
      }),
    },
    async (req) => ok(await liveTests.list(currentUser(req))),
  );
  app.post(
    '/live-tests/:id/register',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'registerForLiveTest',
          summary: 'Register for a live test',
          description: 'Registering again is harmless.',
          access: 'user',
          data: LiveRegistration,
          errors: [404, 409],
        }),
      },
    },
    async (req) => {
      await liveTests.register(currentUser(req), req.params.id);
      return ok({ registered: true as const }, MSG.liveRegistered);
    },
  );
};
