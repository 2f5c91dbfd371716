import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditFilters } from './filters';

/** GET /admin/audit-log, newest first, a page at a time. */
export const useAuditLog = (filters: AuditFilters) =>
  usePagedList({
    queryKey: queryKeys.admin.auditLog,
    path: '/admin/audit-log',
    filters: auditFilters(filters),
    limit: AUDIT_PAGE_SIZE,
  });
