import { type EditUserInput, MSG } from '@mockprep/contract';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api';
import { useAuth, useCurrentUser } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';

/** Saves an admin's edit; editing one's own account also updates the signed-in user. */
export function useUpdateUser(onSaved: () => void) {
  const me = useCurrentUser();
  const { updateUser } = useAuth();
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: EditUserInput }) => api.put(`/admin/users/${id}`, body),
    errorText: i18n.t('admin.users.updateFailed'),
    successText: i18n.t('admin.users.updated'),
    onSuccess: ({ data }) => {
      if (data._id === me._id) updateUser(data);
      onSaved();
    },
  });
}

export function useDeleteUser(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/users/${id}`),
    errorText: i18n.t('admin.users.deleteFailed'),
    successText: i18n.t('admin.users.deleted'),
    onSuccess: onDeleted,
  });
}

export function useBulkDeleteUsers(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (userIds: string[]) => api.delete('/admin/users/bulk', { userIds }),
    errorText: bulkDeleteFailed('users'),
    onSuccess: ({ message }, ids) => {
      if (!message) toast.success(i18n.t('admin.users.bulkDeleted', { count: ids.length }));
      onDeleted();
    },
  });
}

export function useSetUserPassword(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      api.put(`/admin/users/${id}/password`, { newPassword }),
    errorText: i18n.t('fail.changePassword'),
    successText: MSG.passwordChanged,
    onSuccess: onSaved,
  });
}
