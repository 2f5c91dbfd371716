import type { PromoCode, PromoCodeInput } from '@mockprep/contract';
import { toast } from 'sonner';
import { api } from '../../../lib/api';
import { useAdminMutation } from '../use-admin-mutation';
import { PROMO_TEXT } from './texts';

/** Creates a code, or updates the one with `id`. */
export function useSavePromoCode(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id?: string; body: PromoCodeInput }) =>
      id ? api.put<PromoCode>(`/admin/promo-codes/${id}`, body) : api.post<PromoCode>('/admin/promo-codes', body),
    errorText: PROMO_TEXT.saveFailed,
    onSuccess: ({ message }, { id }) => {
      if (!message) toast.success(id ? PROMO_TEXT.updated : PROMO_TEXT.created);
      onSaved();
    },
  });
}

export function useDeletePromoCode(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/promo-codes/${id}`),
    errorText: PROMO_TEXT.deleteFailed,
    successText: PROMO_TEXT.deleted,
    onSuccess: onDeleted,
  });
}
