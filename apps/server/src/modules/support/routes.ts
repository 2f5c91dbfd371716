import { SupportRequestBody } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Support } from './service';

export const supportRoutes: FastifyPluginAsyncZod<{ support: Support }> = async (app, { support }) => {
  app.get('/support/contact', async () => ok(support.contact()));
  app.post(
    '/support-requests',
    { onRequest: app.requireUser, schema: { body: SupportRequestBody } },
    async (req, reply) => {
      reply.status(201);
      return ok(
        await support.create(currentUser(req), req.body),
        'Thanks! Our team will get back to you within 24 hours.',
      );
    },
  );
  app.get('/admin/support-requests', { onRequest: app.requireAdmin }, async () => ok(await support.list()));
};
