import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageHeader } from '../../components/ui/PageHeader';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { useTargetExams } from '../../lib/target-exams';
import {
  useChangePassword,
  useDeleteAccount,
  useLogoutEverywhere,
  useUpdateNotificationSettings,
  useUpdateProfile,
} from './api';
import { AccountActions, type AccountDialog } from './components/AccountActions';
import { AccountStats } from './components/AccountStats';
import { ChangePasswordModal } from './components/ChangePasswordModal';
import { DeleteAccountModal } from './components/DeleteAccountModal';
import { NotificationSettingsModal } from './components/NotificationSettingsModal';
import { ProfileForm } from './components/ProfileForm';
import { ProfileHeader } from './components/ProfileHeader';
import { UpgradePromo } from './components/UpgradePromo';

export function ProfilePage() {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.profilePage' });
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const exams = useTargetExams();
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const updateNotifications = useUpdateNotificationSettings();
  const deleteAccount = useDeleteAccount();
  const logoutEverywhere = useLogoutEverywhere();
  const closeDialog = () => setDialog(null);

  // The user's own exams stay choosable even if one has since been deactivated.
  const activeExams = exams.data ?? [];
  const examOptions = [
    ...activeExams,
    ...user.targetExams.filter((own) => !activeExams.some((exam) => exam._id === own._id)),
  ];

  return (
    <>
      <PageHeader title={t('myProfile')} subtitle={t('manageYourPersonalDetailsAnd')} />
      <ProfileHeader user={user} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProfileForm
            user={user}
            exams={examOptions}
            examsLoading={exams.isPending}
            onSubmit={(body) => updateProfile.mutate(body)}
            pending={updateProfile.isPending}
          />
        </div>
        <div className="space-y-6">
          <AccountStats user={user} />
          <AccountActions onOpen={setDialog} />
          <UpgradePromo />
        </div>
      </div>

      {dialog === 'password' && (
        <ChangePasswordModal
          hasPassword={user.hasPassword}
          onSubmit={(body) => changePassword.mutate(body)}
          pending={changePassword.isPending || changePassword.isSuccess}
          onClose={closeDialog}
        />
      )}
      {dialog === 'notifications' && (
        <NotificationSettingsModal
          settings={user.notificationSettings}
          onSubmit={(settings) => updateNotifications.mutate(settings)}
          pending={updateNotifications.isPending || updateNotifications.isSuccess}
          onClose={closeDialog}
        />
      )}
      {dialog === 'logoutAll' && (
        <ConfirmDialog
          title={t('logoutAllDialog.title')}
          message={t('logoutAllDialog.message')}
          confirmLabel={t('logoutAllDialog.confirm')}
          pending={logoutEverywhere.isPending}
          onConfirm={() => logoutEverywhere.mutate()}
          onCancel={closeDialog}
        />
      )}
      {dialog === 'delete' && (
        <DeleteAccountModal
          hasPassword={user.hasPassword}
          onSubmit={(body) => deleteAccount.mutate(body)}
          pending={deleteAccount.isPending}
          onClose={closeDialog}
        />
      )}
    </>
  );
}
