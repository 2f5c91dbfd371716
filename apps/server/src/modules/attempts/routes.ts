import { IdParams, MSG, SaveAnswersBody, StartAttemptBody, SubmitAttemptBody } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Attempts } from './service';

export const attemptRoutes: FastifyPluginAsyncZod<{ attempts: Attempts }> = async (app, { attempts }) => {
  app.addHook('onRequest', app.requireUser);

  app.post('/attempts', { schema: { body: StartAttemptBody } }, async (req, reply) => {
    const { session, created } = await attempts.start(currentUser(req), req.body.test);
    reply.status(created ? 201 : 200);
    return ok(session);
  });
  app.get('/attempts/user', async (req) => ok(await attempts.listMine(currentUser(req))));
  app.get('/attempts/:id', { schema: { params: IdParams } }, async (req) =>
    ok(await attempts.get(currentUser(req), req.params.id)),
  );
  app.get('/attempts/:id/questions', { schema: { params: IdParams } }, async (req) =>
    ok(await attempts.questions(currentUser(req), req.params.id)),
  );
  app.put('/attempts/:id/answers', { schema: { params: IdParams, body: SaveAnswersBody } }, async (req) =>
    ok(await attempts.save(currentUser(req), req.params.id, req.body)),
  );
  app.post('/attempts/:id/submit', { schema: { params: IdParams, body: SubmitAttemptBody } }, async (req) =>
    ok(await attempts.submit(currentUser(req), req.params.id, req.body), MSG.testSubmitted),
  );
};
