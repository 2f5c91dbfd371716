import type { CreateOrderBody, MockCompleteBody, ValidatePromoBody, VerifyPaymentBody } from '@mockprep/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The purchase flow reports its own errors (inline or a toast with the step's fallback), so no mutation meta. */
export const useValidatePromo = () =>
  useMutation({ mutationFn: (body: ValidatePromoBody) => api.post('/promo-codes/validate', body) });

export const useCreateOrder = () =>
  useMutation({ mutationFn: (body: CreateOrderBody) => api.post('/payments/create-order', body) });

export const useCompleteMockPayment = () =>
  useMutation({ mutationFn: (body: MockCompleteBody) => api.post('/payments/mock/complete', body) });

export const useVerifyPayment = () =>
  useMutation({ mutationFn: (body: VerifyPaymentBody) => api.post('/payments/verify', body) });

/** Razorpay's key id; asked for only when the checkout is about to open. */
export function useFetchPaymentConfig() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.payments.config,
      queryFn: async () => (await api.get('/payments/config')).data,
      staleTime: Number.POSITIVE_INFINITY,
    });
}

/**
 * After a purchase: the catalogue (hasAccess turns the card's Buy Now into Start Test), the test screen's
 * test and its access (never its attempt: refetching that would start one) and Payment History are out of date.
 */
export function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.tests.all, queryKeys.testTaking.tests, queryKeys.payments.history].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
