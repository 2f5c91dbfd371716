import { SupportContact, SupportRequest, SupportRequestBody } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Support } from './service';

const doc = routeDocs('Support');

export const supportRoutes: FastifyPluginAsyncZod<{ support: Support }> = async (app, { support }) => {
  app.get(
    '/support/contact',
    {
      schema: doc({
        operationId: 'getSupportContact',
        summary: 'Support email and phone',
        access: 'public',
        data: SupportContact,
      }),
    },
    async () => ok(support.contact()),
  );
  app.post(
    '/support-requests',
    {
      onRequest: app.requireUser,
      schema: {
        body: SupportRequestBody,
        ...doc({
          operationId: 'createSupportRequest',
          summary: 'Ask support for help',
          access: 'user',
          data: SupportRequest,
          status: [201],
          ok: 'Request recorded',
        }),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return ok(
        await support.create(currentUser(req), req.body),
        'Thanks! Our team will get back to you within 24 hours.',
      );
    },
  );
  app.get(
    '/admin/support-requests',
    {
      onRequest: app.requireAdmin,
      schema: doc({
        operationId: 'adminListSupportRequests',
        summary: 'Every support request',
        access: 'admin',
        data: z.array(SupportRequest),
      }),
    },
    async () => ok(await support.list()),
  );
};
