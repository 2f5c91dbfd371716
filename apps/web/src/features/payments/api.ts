import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function usePaymentHistory() {
  return useQuery({
    queryKey: queryKeys.payments.history,
    queryFn: async () => (await api.get('/payments/history')).data,
    meta: { errorMessage: i18n.t('fail.paymentHistory') },
  });
}

export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: queryKeys.payments.receipt(paymentId),
    queryFn: async () => (await api.get(`/payments/${paymentId}/receipt`)).data,
    meta: { errorMessage: i18n.t('fail.receipt') },
  });
}
