import {
  BULK_EXAMPLES,
  BulkItemsBody,
  BulkResult,
  DeletedCount,
  IdParams,
  IdsBody,
  SequencesBody,
  TARGET_EXAM_MSG,
  TargetExam,
  TargetExamForm,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { TargetExams } from './service';

const BulkBody = BulkItemsBody('targetExams').meta({ examples: [BULK_EXAMPLES.targetExams] });
const DeleteManyBody = IdsBody('targetExamIds', 'target exams');
const doc = routeDocs('Target exams');

/** SPEC 7.6 has two groups (/target-exams and /admin/target-exams); both are served, every write by admins only. */
export const targetExamRoutes: FastifyPluginAsyncZod<{ targetExams: TargetExams }> = async (app, { targetExams }) => {
  app.get(
    '/target-exams',
    {
      schema: doc({
        operationId: 'listTargetExams',
        summary: 'Active target exams',
        description: 'In their display order; what sign-up and the profile offer.',
        access: 'public',
        data: z.array(TargetExam),
      }),
    },
    async () => ok(await targetExams.listActive()),
  );
  app.get(
    '/target-exams/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'getTargetExam',
          summary: 'One target exam',
          access: 'public',
          data: TargetExam,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await targetExams.get(req.params.id)),
  );

  const admin = { onRequest: app.requireAdmin };
  app.get(
    '/admin/target-exams',
    {
      ...admin,
      schema: doc({
        operationId: 'adminListTargetExams',
        summary: 'Every target exam, inactive ones too',
        access: 'admin',
        data: z.array(TargetExam),
      }),
    },
    async () => ok(await targetExams.listAll()),
  );
  app.get(
    '/admin/target-exams/:id',
    {
      ...admin,
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'adminGetTargetExam',
          summary: 'One target exam',
          access: 'admin',
          data: TargetExam,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await targetExams.get(req.params.id)),
  );
  for (const [base, prefix] of [
    ['/target-exams', ''],
    ['/admin/target-exams', 'admin'],
  ] as const) {
    const id = (name: string) => (prefix ? `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}` : name);
    const also = prefix ? '' : ' The same operation as its /api/admin/target-exams twin.';
    app.post(
      base,
      {
        ...admin,
        schema: {
          body: TargetExamForm,
          ...doc({
            operationId: id('createTargetExam'),
            summary: 'Create a target exam',
            description: `Names are unique (409).${also}`,
            access: 'admin',
            data: TargetExam,
            status: [201],
            ok: 'Created',
            errors: [409],
          }),
        },
      },
      async (req, reply) => {
        reply.status(201);
        return ok(await targetExams.create(currentUser(req), req.body), TARGET_EXAM_MSG.created);
      },
    );
    app.post(
      `${base}/bulk`,
      {
        ...admin,
        schema: {
          body: BulkBody,
          ...doc({
            operationId: id('bulkCreateTargetExams'),
            summary: 'Upload many target exams',
            description: `Each item is checked on its own: the valid ones are created, each problem comes back in \`errors\` ("Target exam N: ..."). At most 2,000 items and 5 MB.${also}`,
            access: 'admin',
            data: BulkResult,
            errors: [413],
          }),
        },
      },
      async (req) => {
        const result = await targetExams.createMany(currentUser(req), req.body.targetExams);
        return ok(result, `Successfully created ${result.successful} target exam(s)`);
      },
    );
    app.put(
      `${base}/sequences`,
      {
        ...admin,
        schema: {
          body: SequencesBody,
          ...doc({
            operationId: id('setTargetExamSequences'),
            summary: 'Set the display positions of target exams',
            description: `Answers with every target exam in the new order.${also}`,
            access: 'admin',
            data: z.array(TargetExam),
            errors: [404],
          }),
        },
      },
      async (req) =>
        ok(await targetExams.setSequences(currentUser(req), req.body.sequences), TARGET_EXAM_MSG.sequencesUpdated),
    );
    app.put(
      `${base}/reorder`,
      {
        ...admin,
        schema: doc({
          operationId: id('reorderTargetExams'),
          summary: 'Renumber the display positions 1, 2, 3, ...',
          description: `Keeps the current order; answers with every target exam.${also}`,
          access: 'admin',
          data: z.array(TargetExam),
        }),
      },
      async (req) => ok(await targetExams.reorder(currentUser(req)), TARGET_EXAM_MSG.reordered),
    );
    app.delete(
      `${base}/bulk`,
      {
        ...admin,
        schema: {
          body: DeleteManyBody,
          ...doc({
            operationId: id('bulkDeleteTargetExams'),
            summary: 'Delete many target exams',
            description: `\`deleted\` counts the target exams removed.${also}`,
            access: 'admin',
            data: DeletedCount,
            errors: [404],
          }),
        },
      },
      async (req) => {
        const deleted = await targetExams.remove(currentUser(req), req.body.targetExamIds);
        return ok({ deleted }, `Deleted ${deleted} target exam(s)`);
      },
    );
    app.put(
      `${base}/:id`,
      {
        ...admin,
        schema: {
          params: IdParams,
          body: TargetExamForm,
          ...doc({
            operationId: id('updateTargetExam'),
            summary: 'Update a target exam',
            description: also.trim() || undefined,
            access: 'admin',
            data: TargetExam,
            errors: [404, 409],
          }),
        },
      },
      async (req) => ok(await targetExams.update(currentUser(req), req.params.id, req.body), TARGET_EXAM_MSG.updated),
    );
    app.delete(
      `${base}/:id`,
      {
        ...admin,
        schema: {
          params: IdParams,
          ...doc({
            operationId: id('deleteTargetExam'),
            summary: 'Delete a target exam',
            description: also.trim() || undefined,
            access: 'admin',
            data: z.null(),
            errors: [404],
          }),
        },
      },
      async (req) => {
        await targetExams.remove(currentUser(req), [req.params.id]);
        return ok(null, TARGET_EXAM_MSG.deleted);
      },
    );
  }
};
