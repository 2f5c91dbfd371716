import {
  AdminTest,
  AdminTestPage,
  AdminTestQuery,
  BULK_EXAMPLES,
  BulkItemsBody,
  BulkResult,
  DeletedCount,
  IdParams,
  IdsBody,
  NewTestBody,
  TEST_MSG,
  TestForm,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { AdminMockTests } from './admin-service';

const BulkBody = BulkItemsBody('tests').meta({ examples: [BULK_EXAMPLES.tests] });
const DeleteManyBody = IdsBody('testIds', 'tests');
const doc = routeDocs('Admin: mock tests');

export const adminMockTestRoutes: FastifyPluginAsyncZod<{ adminMockTests: AdminMockTests }> = async (
  app,
  { adminMockTests },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/tests',
    {
      schema: {
        querystring: AdminTestQuery,
        ...doc({
          operationId: 'adminListTests',
          summary: 'The tests, inactive ones too, newest first, with their question counts',
          description:
            "Pages of at most `limit` tests; pass the last page's `nextCursor` as `cursor` for the next one (null on the last page). `total` (first page only) counts every test matching the filters; `search` finds the text anywhere in the title, whatever its case, `%` and `_` being plain characters.",
          access: 'admin',
          data: AdminTestPage,
        }),
      },
    },
    async (req) => ok(await adminMockTests.list(req.query)),
  );
  app.post(
    '/admin/tests',
    {
      schema: {
        body: NewTestBody,
        ...doc({
          operationId: 'adminCreateTest',
          summary: 'Create a test',
          description:
            'Left out, `duration` is 60 minutes, `type` Free and `level` medium. A Free test is priced 0 whatever `price` says; a live test needs both `startsAt` and `endsAt`.',
          access: 'admin',
          data: AdminTest,
          status: [201],
          ok: 'Created',
          errors: [404],
        }),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await adminMockTests.create(currentUser(req), req.body), TEST_MSG.created);
    },
  );
  app.post(
    '/admin/tests/bulk',
    {
      schema: {
        body: BulkBody,
        ...doc({
          operationId: 'adminBulkCreateTests',
          summary: 'Upload many tests',
          description:
            'Each item is checked on its own: the valid ones are created, each problem comes back in `errors` ("Test N: ..."). At most 2,000 items and 5 MB.',
          access: 'admin',
          data: BulkResult,
          errors: [413],
        }),
      },
    },
    async (req) => {
      const result = await adminMockTests.createMany(currentUser(req), req.body.tests);
      return ok(result, `Successfully created ${result.successful} test(s)`);
    },
  );
  app.delete(
    '/admin/tests/bulk',
    {
      schema: {
        body: DeleteManyBody,
        ...doc({
          operationId: 'adminBulkDeleteTests',
          summary: 'Delete many tests',
          access: 'admin',
          data: DeletedCount,
          errors: [404],
        }),
      },
    },
    async (req) => {
      const deleted = await adminMockTests.remove(currentUser(req), req.body.testIds);
      return ok({ deleted }, `Deleted ${deleted} test(s)`);
    },
  );
  app.get(
    '/admin/tests/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'adminGetTest',
          summary: 'One test with its question ids in order',
          description: 'What the Edit and Manage questions forms start from; a deleted test is not found.',
          access: 'admin',
          data: AdminTest,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await adminMockTests.get(req.params.id)),
  );
  app.put(
    '/admin/tests/:id',
    {
      schema: {
        params: IdParams,
        body: TestForm,
        ...doc({
          operationId: 'adminUpdateTest',
          summary: 'Update a test',
          access: 'admin',
          data: AdminTest,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await adminMockTests.update(currentUser(req), req.params.id, req.body), TEST_MSG.updated),
  );
  app.delete(
    '/admin/tests/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'adminDeleteTest',
          summary: 'Delete a test',
          access: 'admin',
          data: z.null(),
          errors: [404],
        }),
      },
    },
    async (req) => {
      await adminMockTests.remove(currentUser(req), [req.params.id]);
      return ok(null, TEST_MSG.deleted);
    },
  );
};
