import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { usePagedList } from '../../lib/use-paged-list';

/** GET /live-tests a page at a time: live first, then upcoming (soonest first), then ended (latest first). */
export function useLiveTests() {
  return usePagedList({ queryKey: queryKeys.liveTests.all, path: '/live-tests' });
}

/** POST /live-tests/:id/register; the list is reloaded for the new registration count. */
export function useRegisterLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (testId: string) => api.post(`/live-tests/${testId}/register`),
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await client.invalidateQueries({ queryKey: queryKeys.liveTests.all });
    },
    meta: { errorMessage: i18n.t('liveTests.registerFailed') },
  });
}
