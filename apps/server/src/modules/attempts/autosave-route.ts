import { IdParams, SaveAnswersBody, SaveAnswersResult } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser, tokenHolder } from '../../plugins/auth';
import type { Attempts } from './service';

const doc = routeDocs('Attempts');

/**
 * The autosave, the busiest route of a live mock: its token is verified but its user is not read first, since the
 * save's one statement checks the session itself (the other attempt routes read the user).
 */
export const autosaveRoute: FastifyPluginAsyncZod<{ attempts: Attempts }> = async (app, { attempts }) => {
  app.addHook('onRequest', app.requireToken);

  app.put(
    '/attempts/:id/answers',
    {
      schema: {
        params: IdParams,
        body: SaveAnswersBody,
        ...doc({
          operationId: 'saveAttemptAnswers',
          summary: 'Autosave answers',
          description:
            'Each save carries a `seq` that grows with every save of the attempt; a save older than the stored one is ignored (`saved: false`), so retries and reordered requests are harmless. 409 once the attempt is submitted or its time is up.',
          access: 'user',
          data: SaveAnswersResult,
          errors: [404, 409],
        }),
      },
    },
    async (req, reply) =>
      ok(
        await attempts.save(tokenHolder(req), req.params.id, req.body, async () => {
          await app.requireUser(req, reply);
          return currentUser(req);
        }),
      ),
  );
};
