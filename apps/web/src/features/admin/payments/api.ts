import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { type ListFilters, usePagedList } from '../../../lib/use-paged-list';
import { ADMIN_PAGE_SIZE } from '../api';

/** GET /admin/payments, newest first, a page at a time. */
export const useAdminPayments = (filters: ListFilters) =>
  usePagedList({ queryKey: queryKeys.admin.payments, path: '/admin/payments', filters, limit: ADMIN_PAGE_SIZE });

/** Revenue and counts by status over every payment. */
export const usePaymentSummary = () =>
  useQuery({
    queryKey: queryKeys.admin.paymentSummary,
    queryFn: async () => (await api.get('/admin/payments/summary')).data,
  });
