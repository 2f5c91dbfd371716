import { BulkItemsBody, IdParams, IdsBody, TEST_MSG, TestForm } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { AdminMockTests } from './admin-service';

const BulkBody = BulkItemsBody('tests');
const DeleteManyBody = IdsBody('testIds');

export const adminMockTestRoutes: FastifyPluginAsyncZod<{ adminMockTests: AdminMockTests }> = async (
  app,
  { adminMockTests },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/tests', async () => ok(await adminMockTests.list()));
  app.post('/admin/tests', { schema: { body: TestForm } }, async (req, reply) => {
    reply.status(201);
    return ok(await adminMockTests.create(currentUser(req), req.body), TEST_MSG.created);
  });
  app.post('/admin/tests/bulk', { schema: { body: BulkBody } }, async (req) => {
    const result = await adminMockTests.createMany(currentUser(req), req.body.tests);
    return ok(result, `Successfully created ${result.successful} test(s)`);
  });
  app.delete('/admin/tests/bulk', { schema: { body: DeleteManyBody } }, async (req) => {
    const deleted = await adminMockTests.remove(currentUser(req), req.body.testIds);
    return ok({ deleted }, `Deleted ${deleted} test(s)`);
  });
  app.put('/admin/tests/:id', { schema: { params: IdParams, body: TestForm } }, async (req) =>
    ok(await adminMockTests.update(currentUser(req), req.params.id, req.body), TEST_MSG.updated),
  );
  app.delete('/admin/tests/:id', { schema: { params: IdParams } }, async (req) => {
    await adminMockTests.remove(currentUser(req), [req.params.id]);
    return ok(null, TEST_MSG.deleted);
  });
};
