import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPasswordForm } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/account/NewPasswordFields';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';

type Props = { userName: string; onSubmit: (newPassword: string) => void; pending: boolean; onClose: () => void };

/** SPEC 5: the admin sets a user's new password (at least 6 characters, typed twice). */
export function UserPasswordModal({ userName, onSubmit, pending, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.users.userPasswordModal' });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(AdminPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <Modal title={t('changePassword')} onClose={onClose} dirty={isDirty}>
      <form noValidate onSubmit={handleSubmit(({ newPassword }) => onSubmit(newPassword))} className="space-y-4">
        <p className="text-sm text-slate-600">
          {t('setANewPasswordFor')} <strong className="text-slate-900">{userName}</strong>.
        </p>
        <NewPasswordFields idPrefix="user-" register={register} errors={errors} />
        <ModalActions
          onCancel={onClose}
          submitLabel={t('changePassword')}
          pending={pending}
          pendingText={t('changing')}
        />
      </form>
    </Modal>
  );
}
