import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/use-paged-list';

/** GET /payments/history a page at a time, newest first; every page carries the totals of all payments. */
export function usePaymentHistory() {
  return usePagedList({ queryKey: queryKeys.payments.history, path: '/payments/history' });
}

export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: queryKeys.payments.receipt(paymentId),
    queryFn: async () => (await api.get(`/payments/${paymentId}/receipt`)).data,
    meta: { errorMessage: i18n.t('fail.receipt') },
  });
}
