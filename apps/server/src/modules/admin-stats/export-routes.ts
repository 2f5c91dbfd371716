import { AdminPaymentFilters, AdminResultFilters, AdminUserFilters } from '@mockprep/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRouteDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { CsvExport, Exports } from './exports';

const doc = csvRouteDocs('Admin');

const STREAMED =
  " Streamed as it is read from the database; a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so spreadsheets show it as text. Each export is written to the audit log.";

function download(reply: FastifyReply, file: CsvExport) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}

export const exportRoutes: FastifyPluginAsyncZod<{ exports: Exports }> = async (app, { exports }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/exports/users.csv',
    {
      schema: {
        querystring: AdminUserFilters,
        ...doc({
          operationId: 'adminExportUsers',
          summary: 'Users as a CSV file',
          description: `Every user the list's filters match (\`search\`, \`role\`, \`status\`), newest first.${STREAMED}`,
          access: 'admin',
          ok: 'A CSV file with a header line',
        }),
      },
    },
    async (req, reply) => download(reply, await exports.users(currentUser(req), req.query)),
  );
  app.get(
    '/admin/exports/payments.csv',
    {
      schema: {
        querystring: AdminPaymentFilters,
        ...doc({
          operationId: 'adminExportPayments',
          summary: 'Payments as a CSV file',
          description: `Every payment the list's filters match (\`status\`, \`from\`, \`to\`, \`search\`), newest first.${STREAMED}`,
          access: 'admin',
          ok: 'A CSV file with a header line',
        }),
      },
    },
    async (req, reply) => download(reply, await exports.payments(currentUser(req), req.query)),
  );
  app.get(
    '/admin/exports/results.csv',
    {
      schema: {
        querystring: AdminResultFilters,
        ...doc({
          operationId: 'adminExportResults',
          summary: 'Submitted attempts as a CSV file',
          description: `Every submitted attempt with its student, test, score, accuracy and time, newest first; \`from\` and \`to\` bound the submission time, \`search\` matches the student's name or mobile.${STREAMED}`,
          access: 'admin',
          ok: 'A CSV file with a header line',
        }),
      },
    },
    async (req, reply) => download(reply, await exports.results(currentUser(req), req.query)),
  );
};
