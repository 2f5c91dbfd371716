import { PracticeAnswerBody, PracticeQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Practice } from './service';

export const practiceRoutes: FastifyPluginAsyncZod<{ practice: Practice }> = async (app, { practice }) => {
  app.addHook('onRequest', app.requireUser);
  app.get('/practice', async (req) => ok(await practice.options(currentUser(req))));
  app.get('/practice/next', { schema: { querystring: PracticeQuery } }, async (req) =>
    ok(await practice.next(currentUser(req), req.query)),
  );
  app.post('/practice/answer', { schema: { body: PracticeAnswerBody } }, async (req) =>
    ok(await practice.answer(currentUser(req), req.body)),
  );
  app.get('/practice/mistakes', async (req) => ok(await practice.mistakes(currentUser(req))));
};
