import type { UnreadNotifications } from '@mockprep/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/use-paged-list';

/** How often the bell asks for its count while the page is in front (also on focus and on every shell entry). */
const UNREAD_POLL_MS = 60_000;

/** GET /notifications/unread-count: the bell's badge. A new count means new notifications: the list is read again. */
export function useUnreadCount() {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.notifications.unread,
    queryFn: async () => {
      const { unread } = (await api.get('/notifications/unread-count')).data;
      if (unread !== client.getQueryData(queryKeys.notifications.unread)) {
        void client.invalidateQueries({ queryKey: queryKeys.notifications.list });
      }
      return unread;
    },
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
  });
}

/** GET /notifications a page at a time, read again each time the panel opens. */
export function useNotifications() {
  return usePagedList({ queryKey: queryKeys.notifications.list, path: '/notifications', limit: 10 });
}

/** After marking: the count the server answered, and the list read again for the read state. */
function useMarked() {
  const client = useQueryClient();
  return async ({ data }: { data: UnreadNotifications }) => {
    client.setQueryData(queryKeys.notifications.unread, data.unread);
    await client.invalidateQueries({ queryKey: queryKeys.notifications.list });
  };
}

/** POST /notifications/:id/read. */
export function useMarkRead() {
  const onSuccess = useMarked();
  return useMutation({
    mutationFn: (id: string) => api.post(`/notifications/${id}/read`),
    onSuccess,
    meta: { errorMessage: i18n.t('notifications.markFailed') },
  });
}

/** POST /notifications/read-all. */
export function useMarkAllRead() {
  const onSuccess = useMarked();
  return useMutation({
    mutationFn: () => api.post('/notifications/read-all'),
    onSuccess,
    meta: { errorMessage: i18n.t('notifications.markFailed') },
  });
}
