import { IdParams, LiveRegistration, LiveTestPage, MSG, PageQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listLiveTests',
          summary: 'Live tests: live, upcoming and ended',
          description:
            "Live ones first, then upcoming (soonest first), then ended (latest first), with `counts` per state. Pages of at most `limit` tests; pass the last page's `nextCursor` as `cursor` for the next one (null on the last page; an unknown cursor gives an empty page).",
          access: 'user',
          data: LiveTestPage,
        }),
      },
    },
    async (req) => ok(await liveTests.list(currentUser(req), req.query)),
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
