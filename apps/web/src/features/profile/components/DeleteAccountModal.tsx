import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRM_WORD, type DeleteAccountBody, deleteAccountForm } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { InputField } from '../../../components/ui/InputField';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';

type Props = {
  hasPassword: boolean;
  onSubmit: (body: DeleteAccountBody) => void;
  pending: boolean;
  onClose: () => void;
};

export function DeleteAccountModal({ hasPassword, onSubmit, pending, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.deleteAccountModal' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountForm(hasPassword)),
    defaultValues: { password: '', confirmText: '' },
  });

  return (
    <Modal title={t('deleteAccount')} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) => onSubmit({ password: hasPassword ? password : undefined }))}
        className="space-y-4"
      >
        <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {t('thisPermanentlyDeletesYourAccount')}
        </p>
        {hasPassword && (
          <InputField
            type="password"
            id="delete-password"
            label={t('password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <Field
          id="delete-confirm"
          label={t('typeToConfirm', { deleteConfirmWord: DELETE_CONFIRM_WORD })}
          error={errors.confirmText?.message}
        >
          <input
            id="delete-confirm"
            autoComplete="off"
            autoCapitalize="characters"
            {...register('confirmText')}
            {...errorAria('delete-confirm', errors.confirmText)}
            className={inputClass}
          />
        </Field>
        <ModalActions
          onCancel={onClose}
          submitLabel={t('deleteAccount')}
          variant="danger"
          pending={pending}
          pendingText={t('deleting')}
        />
      </form>
    </Modal>
  );
}
