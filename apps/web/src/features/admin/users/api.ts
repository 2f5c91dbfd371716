import { type EditUserInput, MSG, type User } from '@mockprep/contract';
import { toast } from 'sonner';
import { api } from '../../../lib/api';
import { useAuth, useCurrentUser } from '../../../lib/auth/auth-context';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';

export const USER_TEXT = {
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  bulkDeleted: (n: number) => `${n} ${n === 1 ? 'user' : 'users'} deleted successfully`,
  passwordFailed: MSG.fail.changePassword,
} as const;

/** Saves an admin's edit; editing one's own account also updates the signed-in user. */
export function useUpdateUser(onSaved: () => void) {
  const me = useCurrentUser();
  const { updateUser } = useAuth();
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: EditUserInput }) => api.put<User>(`/admin/users/${id}`, body),
    errorText: USER_TEXT.updateFailed,
    successText: USER_TEXT.updated,
    onSuccess: ({ data }) => {
      if (data._id === me._id) updateUser(data);
      onSaved();
    },
  });
}

export function useDeleteUser(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/users/${id}`),
    errorText: USER_TEXT.deleteFailed,
    successText: USER_TEXT.deleted,
    onSuccess: onDeleted,
  });
}

export function useBulkDeleteUsers(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (userIds: string[]) => api.delete('/admin/users/bulk', { userIds }),
    errorText: bulkDeleteFailed('users'),
    onSuccess: ({ message }, ids) => {
      if (!message) toast.success(USER_TEXT.bulkDeleted(ids.length));
      onDeleted();
    },
  });
}

export function useSetUserPassword(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      api.put(`/admin/users/${id}/password`, { newPassword }),
    errorText: USER_TEXT.passwordFailed,
    successText: MSG.passwordChanged,
    onSuccess: onSaved,
  });
}
