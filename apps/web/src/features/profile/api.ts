import {
  type ChangePasswordBody,
  type DeleteAccountBody,
  MSG,
  type NotificationSettings,
  type ProfileBody,
} from '@mockprep/contract';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';

/** SPEC 4 "Account actions": these reload the page on success, after the toast has been seen. */
const RELOAD_DELAY_MS = 1500;
const reloadSoon = () => setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (body: ProfileBody) => api.put('/auth/profile', body),
    meta: { errorMessage: i18n.t('fail.profile') },
    onSuccess: ({ data, message }) => {
      updateUser(data);
      toast.success(message ?? MSG.profileUpdated);
    },
  });
}

export function useChangePassword() {
  const { replaceToken } = useAuth();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.put('/auth/change-password', body),
    meta: { errorMessage: i18n.t('fail.changePassword') },
    onSuccess: ({ data, message }) => {
      replaceToken(data.token);
      toast.success(message ?? MSG.passwordChanged);
      reloadSoon();
    },
  });
}

export function useUpdateNotificationSettings() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (notificationSettings: NotificationSettings) =>
      api.put('/auth/notification-settings', { notificationSettings }),
    meta: { errorMessage: i18n.t('fail.notifications') },
    onSuccess: ({ data, message }) => {
      updateUser(data);
      toast.success(message ?? MSG.notificationsUpdated);
      reloadSoon();
    },
  });
}

/** Ends every session of the account on the server, then this one here. */
export function useLogoutEverywhere() {
  const { logout } = useAuth();
  return useMutation({
    mutationFn: () => api.post('/auth/logout-all'),
    meta: { errorMessage: i18n.t('fail.logoutAll') },
    onSuccess: ({ message }) => {
      toast.success(message ?? MSG.loggedOutEverywhere);
      logout();
    },
  });
}

export function useDeleteAccount() {
  const { logout } = useAuth();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete('/auth/account', body),
    meta: { errorMessage: i18n.t('fail.deleteAccount') },
    onSuccess: ({ message }) => {
      toast.success(message ?? MSG.accountDeleted);
      logout();
    },
  });
}
