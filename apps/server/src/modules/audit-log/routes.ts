import { AuditLogPage, AuditLogQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import type { AuditLog } from './service';

const doc = routeDocs('Admin: audit log');

export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLog }> = async (app, { auditLog }) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: AuditLogQuery,
        ...doc({
          operationId: 'adminListAuditLog',
          summary: 'Admin changes, newest first',
          description:
            "Pages of at most `limit` entries; pass the last page's `nextCursor` as `cursor` for the next one (null on the last page).",
          access: 'admin',
          data: AuditLogPage,
        }),
      },
    },
    async (req) => ok(await auditLog.list(req.query)),
  );
};
