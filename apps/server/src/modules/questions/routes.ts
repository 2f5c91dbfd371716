import {
  AddQuestionForm,
  BulkAssignBody,
  BulkItemsBody,
  IdParams,
  IdsBody,
  QUESTION_MSG,
  QuestionInput,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Questions } from './service';

const BulkBody = BulkItemsBody('questions');
const DeleteManyBody = IdsBody('questionIds');

export const questionRoutes: FastifyPluginAsyncZod<{ questions: Questions }> = async (app, { questions }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/questions', async () => ok(await questions.list()));
  app.post('/admin/questions', { schema: { body: AddQuestionForm } }, async (req, reply) => {
    reply.status(201);
    return ok(await questions.create(currentUser(req), req.body), QUESTION_MSG.created);
  });
  app.post('/admin/questions/bulk', { schema: { body: BulkBody } }, async (req) => {
    const result = await questions.createMany(currentUser(req), req.body.questions);
    return ok(result, `${result.successful} questions uploaded successfully`);
  });
  app.post('/admin/questions/bulk-assign', { schema: { body: BulkAssignBody } }, async (req) => {
    const result = await questions.assign(currentUser(req), req.body.questions, req.body.testIds);
    return ok(result, result.message);
  });
  app.delete('/admin/questions/bulk', { schema: { body: DeleteManyBody } }, async (req) => {
    const deleted = await questions.remove(currentUser(req), req.body.questionIds);
    return ok({ deleted }, `Deleted ${deleted} question(s)`);
  });
  app.put('/admin/questions/:id', { schema: { params: IdParams, body: QuestionInput } }, async (req) =>
    ok(await questions.update(currentUser(req), req.params.id, req.body), QUESTION_MSG.updated),
  );
  app.delete('/admin/questions/:id', { schema: { params: IdParams } }, async (req) => {
    await questions.remove(currentUser(req), [req.params.id]);
    return ok(null, QUESTION_MSG.deleted);
  });
};
