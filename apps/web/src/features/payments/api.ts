import { MSG, type Payment, type Receipt } from '@mockprep/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Under 'payments', which a purchase invalidates so the history is fresh after paying. */
export const paymentKeys = {
  history: ['payments', 'history'] as const,
  receipt: (paymentId: string) => ['payments', 'receipt', paymentId] as const,
};

export function usePaymentHistory() {
  return useQuery({
    queryKey: paymentKeys.history,
    queryFn: async () => (await api.get<Payment[]>('/payments/history')).data,
    meta: { errorMessage: MSG.fail.paymentHistory },
  });
}

export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: paymentKeys.receipt(paymentId),
    queryFn: async () => (await api.get<Receipt>(`/payments/${paymentId}/receipt`)).data,
    meta: { errorMessage: MSG.fail.receipt },
  });
}
