import { IdParams, TestListQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Tests } from './service';

export const testRoutes: FastifyPluginAsyncZod<{ tests: Tests }> = async (app, { tests }) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/tests', { schema: { querystring: TestListQuery } }, async (req) =>
    ok(await tests.list(currentUser(req), req.query)),
  );
  app.get('/quizzes', async (req) => ok(await tests.quizzes(currentUser(req))));
  app.get('/tests/filters', async (req) => ok(await tests.filters(currentUser(req))));
  app.get('/tests/:id', { schema: { params: IdParams } }, async (req) =>
    ok(await tests.get(currentUser(req), req.params.id)),
  );
  app.get('/tests/:id/questions', { schema: { params: IdParams } }, async (req) =>
    ok(await tests.questions(currentUser(req), req.params.id)),
  );
};
