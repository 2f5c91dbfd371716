import {
  AdminQuestion,
  AdminQuestionPage,
  AdminQuestionQuery,
  BULK_EXAMPLES,
  BulkAssignBody,
  BulkAssignResult,
  BulkItemsBody,
  DeletedCount,
  IdParams,
  IdsBody,
  QUESTION_MSG,
  QuestionInput,
  QuestionsUploaded,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Questions } from './service';

const BulkBody = BulkItemsBody('questions').meta({ examples: [BULK_EXAMPLES.questions] });
const AssignBody = BulkAssignBody.meta({ examples: [BULK_EXAMPLES.assign] });
const DeleteManyBody = IdsBody('questionIds', 'questions');
const doc = routeDocs('Admin: questions');

export const questionRoutes: FastifyPluginAsyncZod<{ questions: Questions }> = async (app, { questions }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/questions',
    {
      schema: {
        querystring: AdminQuestionQuery,
        ...doc({
          operationId: 'adminListQuestions',
          summary: 'The question bank, with keys, newest first',
          description:
            "Pages of at most `limit` questions; pass the last page's `nextCursor` as `cursor` for the next one (null on the last page). `total` (first page only) counts every question matching the filters; `search` finds the text anywhere in the question, whatever its case, `%` and `_` being plain characters.",
          access: 'admin',
          data: AdminQuestionPage,
        }),
      },
    },
    async (req) => ok(await questions.list(req.query)),
  );
  app.get(
    '/admin/questions/subjects',
    {
      schema: doc({
        operationId: 'adminListQuestionSubjects',
        summary: 'The subjects of the question bank, in alphabetical order',
        access: 'admin',
        data: z.array(z.string()),
      }),
    },
    async () => ok(await questions.subjects()),
  );
  app.post(
    '/admin/questions',
    {
      schema: {
        body: QuestionInput,
        ...doc({
          operationId: 'adminCreateQuestion',
          summary: 'Add a question',
          description:
            '`correctOption` is the 0-based index of the correct option (0 is the first), as in every question call.',
          access: 'admin',
          data: AdminQuestion,
          status: [201],
          ok: 'Created',
        }),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await questions.create(currentUser(req), req.body), QUESTION_MSG.created);
    },
  );
  app.post(
    '/admin/questions/bulk',
    {
      schema: {
        body: BulkBody,
        ...doc({
          operationId: 'adminBulkCreateQuestions',
          summary: 'Upload many questions',
          description:
            'Each item is checked on its own: the valid ones are created, each problem comes back in `errors` ("Question N: ..."). `correctOption` counts from 0. At most 2,000 items and 5 MB.',
          access: 'admin',
          data: QuestionsUploaded,
          errors: [413],
        }),
      },
    },
    async (req) => {
      const result = await questions.createMany(currentUser(req), req.body.questions);
      return ok(result, `${result.successful} questions uploaded successfully`);
    },
  );
  app.post(
    '/admin/questions/bulk-assign',
    {
      schema: {
        body: AssignBody,
        ...doc({
          operationId: 'adminBulkAssignQuestions',
          summary: 'Upload questions and add them to tests',
          description:
            'All or nothing: any invalid question refuses the whole upload (400, every problem in `errors`); 404 when a test does not exist.',
          access: 'admin',
          data: BulkAssignResult,
          errors: [404, 413],
        }),
      },
    },
    async (req) => {
      const result = await questions.assign(currentUser(req), req.body.questions, req.body.testIds);
      return ok(result, result.message);
    },
  );
  app.delete(
    '/admin/questions/bulk',
    {
      schema: {
        body: DeleteManyBody,
        ...doc({
          operationId: 'adminBulkDeleteQuestions',
          summary: 'Delete many questions',
          access: 'admin',
          data: DeletedCount,
          errors: [404],
        }),
      },
    },
    async (req) => {
      const deleted = await questions.remove(currentUser(req), req.body.questionIds);
      return ok({ deleted }, `Deleted ${deleted} question(s)`);
    },
  );
  app.put(
    '/admin/questions/:id',
    {
      schema: {
        params: IdParams,
        body: QuestionInput,
        ...doc({
          operationId: 'adminUpdateQuestion',
          summary: 'Update a question',
          description: '`correctOption` is the 0-based index of the correct option (0 is the first).',
          access: 'admin',
          data: AdminQuestion,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await questions.update(currentUser(req), req.params.id, req.body), QUESTION_MSG.updated),
  );
  app.delete(
    '/admin/questions/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'adminDeleteQuestion',
          summary: 'Delete a question',
          access: 'admin',
          data: z.null(),
          errors: [404],
        }),
      },
    },
    async (req) => {
      await questions.remove(currentUser(req), [req.params.id]);
      return ok(null, QUESTION_MSG.deleted);
    },
  );
};
