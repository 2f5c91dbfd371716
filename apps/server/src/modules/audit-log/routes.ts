import { AuditLogQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { AuditLog } from './service';

export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLog }> = async (app, { auditLog }) => {
  app.get('/admin/audit-log', { onRequest: app.requireAdmin, schema: { querystring: AuditLogQuery } }, async (req) =>
    ok(await auditLog.list(req.query)),
  );
};
