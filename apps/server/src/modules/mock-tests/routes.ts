import { IdParams, TestListQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { MockTests } from './service';

export const mockTestRoutes: FastifyPluginAsyncZod<{ mockTests: MockTests }> = async (app, { mockTests }) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/tests', { schema: { querystring: TestListQuery } }, async (req) =>
    ok(await mockTests.list(currentUser(req), req.query)),
  );
  app.get('/quizzes', async (req) => ok(await mockTests.quizzes(currentUser(req))));
  app.get('/tests/filters', async (req) => ok(await mockTests.filters(currentUser(req))));
  app.get('/tests/:id', { schema: { params: IdParams } }, async (req) =>
    ok(await mockTests.get(currentUser(req), req.params.id)),
  );
  app.get('/tests/:id/questions', { schema: { params: IdParams } }, async (req) =>
    ok(await mockTests.questions(currentUser(req), req.params.id)),
  );
};
