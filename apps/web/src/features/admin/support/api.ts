import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /admin/support-requests, newest first. */
export function useSupportRequests() {
  return useQuery({
    queryKey: queryKeys.admin.supportRequests,
    queryFn: async () => (await api.get('/admin/support-requests')).data,
    select: (requests) => [...requests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  });
}
