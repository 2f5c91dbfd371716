import type { Readable } from 'node:stream';
import type { AdminPaymentFilters, AdminResultFilters, AdminUserFilters, AuditAction } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { csvStream } from '../../lib/csv';
import { inBatches } from '../../lib/paging';
import type { AuditLog } from '../audit-log/service';
import type { AdminPayments } from '../payments/admin-service';
import type { AdminUsers } from '../users/admin-service';
import { PAYMENT_COLUMNS, RESULT_COLUMNS, USER_COLUMNS } from './export-columns';
import { listResults } from './repo';

export type CsvExport = { filename: string; body: Readable };

/**
 * The admin's CSV exports, with the lists' filters: each is written to the audit log (who, which, with what
 * filters), then streamed from the database in keyset batches as the browser reads it.
 */
export function makeExports(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  adminUsers: AdminUsers;
  adminPayments: AdminPayments;
}) {
  const { db, clock, audit, adminUsers, adminPayments } = deps;

  async function start(admin: UserRow, action: AuditAction, filters: object, name: string, body: () => Readable) {
    await audit.record(admin, { action, details: { filters } });
    return { filename: `${name}-${clock.now().toISOString().slice(0, 10)}.csv`, body: body() };
  }

  return {
    users: (admin: UserRow, filters: AdminUserFilters): Promise<CsvExport> =>
      start(admin, 'export.users', filters, 'users', () => csvStream(USER_COLUMNS, adminUsers.batches(filters))),
    payments: (admin: UserRow, filters: AdminPaymentFilters): Promise<CsvExport> =>
      start(admin, 'export.payments', filters, 'payments', () =>
        csvStream(PAYMENT_COLUMNS, adminPayments.batches(filters)),
      ),
    results: (admin: UserRow, filters: AdminResultFilters): Promise<CsvExport> =>
      start(admin, 'export.results', filters, 'results', () =>
        csvStream(
          RESULT_COLUMNS,
          inBatches((page) => listResults(db, filters, page)),
        ),
      ),
  };
}

export type Exports = ReturnType<typeof makeExports>;
