import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { type AuditFilters, auditQuery } from './filters';

/** GET /admin/audit-log, newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.auditLog(auditQuery(filters)),
    queryFn: async ({ pageParam }) => (await api.get(`/admin/audit-log?${auditQuery(filters, pageParam)}`)).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
