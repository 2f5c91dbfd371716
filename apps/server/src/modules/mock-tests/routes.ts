import {
  IdParams,
  PageQuery,
  PublicQuestion,
  TestDetail,
  TestFilters,
  TestListQuery,
  TestPage,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { MockTests } from './service';

const doc = routeDocs('Mock tests');

export const mockTestRoutes: FastifyPluginAsyncZod<{ mockTests: MockTests }> = async (app, { mockTests }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/tests',
    {
      schema: {
        querystring: TestListQuery,
        ...doc({
          operationId: 'listTests',
          summary: 'Tests matching the filters, newest first',
          description:
            "`hasAccess` tells which the student may take now: Free ones, and those bought. Pages of at most `limit` tests with `total` matching on the first page; pass the last page's `nextCursor` as `cursor` for the next one (null on the last page). `search` matches the title or the subject, `%` and `_` literally; `targetExams` is `a,b` or repeated.",
          access: 'user',
          data: TestPage,
        }),
      },
    },
    async (req) => ok(await mockTests.list(currentUser(req), req.query)),
  );
  app.get(
    '/quizzes',
    {
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listQuizzes',
          summary: 'Free quizzes, newest first',
          description:
            'Short Free tests: at most 15 questions and 15 minutes, outside any live window. Paged as `GET /tests`.',
          access: 'user',
          data: TestPage,
        }),
      },
    },
    async (req) => ok(await mockTests.quizzes(currentUser(req), req.query)),
  );
  app.get(
    '/tests/filters',
    {
      schema: doc({
        operationId: 'getTestFilters',
        summary: 'Values for the test filters',
        access: 'user',
        data: TestFilters,
      }),
    },
    async (req) => ok(await mockTests.filters(currentUser(req))),
  );
  app.get(
    '/tests/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'getTest',
          summary: "One test, with the student's own attempts of it",
          access: 'user',
          data: TestDetail,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await mockTests.get(currentUser(req), req.params.id)),
  );
  app.get(
    '/tests/:id/questions',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'listTestQuestions',
          summary: "A test's questions, without their key",
          description:
            'Only for a test the student may take: 403 for a paid test not bought or a live test not started or not joined, 409 while it has no questions.',
          access: 'user',
          data: z.array(PublicQuestion),
          errors: [404, 409],
        }),
      },
    },
    async (req) => ok(await mockTests.questions(currentUser(req), req.params.id)),
  );
};
