import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordBody, changePasswordForm } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/account/NewPasswordFields';
import { InputField } from '../../../components/ui/InputField';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';

type Props = {
  /** Accounts made with OTP or Google have no password yet, so there is no current one to ask for. */
  hasPassword: boolean;
  onSubmit: (body: ChangePasswordBody) => void;
  pending: boolean;
  onClose: () => void;
};

export function ChangePasswordModal({ hasPassword, onSubmit, pending, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.changePasswordModal' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordForm(hasPassword)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  return (
    <Modal title={t('changePassword')} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
          onSubmit({ currentPassword: hasPassword ? currentPassword : undefined, newPassword }),
        )}
        className="space-y-4"
      >
        {hasPassword ? (
          <InputField
            type="password"
            id="current-password"
            label={t('currentPassword')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : (
          <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-800">{t('yourAccountHasNoPassword')}</p>
        )}
        <NewPasswordFields register={register} errors={errors} />
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
