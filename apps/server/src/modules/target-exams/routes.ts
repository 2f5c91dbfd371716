import { BulkItemsBody, IdParams, IdsBody, SequencesBody, TARGET_EXAM_MSG, TargetExamForm } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { TargetExams } from './service';

const BulkBody = BulkItemsBody('targetExams');
const DeleteManyBody = IdsBody('targetExamIds');

/** SPEC 7.6 has two groups (/target-exams and /admin/target-exams); both are served, every write by admins only. */
export const targetExamRoutes: FastifyPluginAsyncZod<{ targetExams: TargetExams }> = async (app, { targetExams }) => {
  app.get('/target-exams', async () => ok(await targetExams.listActive()));
  app.get('/target-exams/:id', { schema: { params: IdParams } }, async (req) =>
    ok(await targetExams.get(req.params.id)),
  );

  const admin = { onRequest: app.requireAdmin };
  app.get('/admin/target-exams', admin, async () => ok(await targetExams.listAll()));
  app.get('/admin/target-exams/:id', { ...admin, schema: { params: IdParams } }, async (req) =>
    ok(await targetExams.get(req.params.id)),
  );
  for (const base of ['/target-exams', '/admin/target-exams']) {
    app.post(base, { ...admin, schema: { body: TargetExamForm } }, async (req, reply) => {
      reply.status(201);
      return ok(await targetExams.create(currentUser(req), req.body), TARGET_EXAM_MSG.created);
    });
    app.post(`${base}/bulk`, { ...admin, schema: { body: BulkBody } }, async (req) => {
      const result = await targetExams.createMany(currentUser(req), req.body.targetExams);
      return ok(result, `Successfully created ${result.successful} target exam(s)`);
    });
    app.put(`${base}/sequences`, { ...admin, schema: { body: SequencesBody } }, async (req) =>
      ok(await targetExams.setSequences(currentUser(req), req.body.sequences), TARGET_EXAM_MSG.sequencesUpdated),
    );
    app.put(`${base}/reorder`, admin, async (req) =>
      ok(await targetExams.reorder(currentUser(req)), TARGET_EXAM_MSG.reordered),
    );
    app.delete(`${base}/bulk`, { ...admin, schema: { body: DeleteManyBody } }, async (req) => {
      const deleted = await targetExams.remove(currentUser(req), req.body.targetExamIds);
      return ok({ deleted }, `Deleted ${deleted} target exam(s)`);
    });
    app.put(`${base}/:id`, { ...admin, schema: { params: IdParams, body: TargetExamForm } }, async (req) =>
      ok(await targetExams.update(currentUser(req), req.params.id, req.body), TARGET_EXAM_MSG.updated),
    );
    app.delete(`${base}/:id`, { ...admin, schema: { params: IdParams } }, async (req) => {
      await targetExams.remove(currentUser(req), [req.params.id]);
      return ok(null, TARGET_EXAM_MSG.deleted);
    });
  }
};
