import type { PromoCodeInput } from '@mockprep/contract';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { usePagedList } from '../../../lib/use-paged-list';
import { ADMIN_PAGE_SIZE } from '../api';
import { useAdminMutation } from '../use-admin-mutation';

/** GET /admin/promo-codes, newest first, a page at a time; `search` within the code. */
export const useAdminPromoCodes = (search: string) =>
  usePagedList({
    queryKey: queryKeys.admin.promoCodes,
    path: '/admin/promo-codes',
    filters: { search },
    limit: ADMIN_PAGE_SIZE,
  });

/** Creates a code, or updates the one with `id`. */
export function useSavePromoCode(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id?: string; body: PromoCodeInput }) =>
      id ? api.put(`/admin/promo-codes/${id}`, body) : api.post('/admin/promo-codes', body),
    errorText: i18n.t('admin.promoCodes.saveFailed'),
    onSuccess: ({ message }, { id }) => {
      if (!message) toast.success(id ? i18n.t('admin.promoCodes.updated') : i18n.t('admin.promoCodes.created'));
      onSaved();
    },
  });
}

export function useDeletePromoCode(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/promo-codes/${id}`),
    errorText: i18n.t('admin.promoCodes.deleteFailed'),
    successText: i18n.t('admin.promoCodes.deleted'),
    onSuccess: onDeleted,
  });
}
