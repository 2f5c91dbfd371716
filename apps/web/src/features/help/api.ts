import type { SupportRequestBody } from '@mockprep/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /support/contact: the support email and phone. */
export function useSupportContact() {
  return useQuery({
    queryKey: queryKeys.support.contact,
    queryFn: async () => (await api.get('/support/contact')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /support-requests; resolves with the server's thank-you message. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: async (body: SupportRequestBody) => api.post('/support-requests', body),
    meta: { errorMessage: i18n.t('help.sendFailed') },
  });
}
