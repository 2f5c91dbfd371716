import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRM_WORD, type DeleteAccountBody, deleteAccountForm } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountForm(hasPassword)),
    defaultValues: { password: '', confirmText: '' },
  });

  return (
    <Modal title="Delete Account" onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) => onSubmit({ password: hasPassword ? password : undefined }))}
        className="space-y-4"
      >
        <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          This permanently deletes your account, your results and your purchases. It cannot be undone.
        </p>
        {hasPassword && (
          <InputField
            type="password"
            id="delete-password"
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <Field id="delete-confirm" label={`Type ${DELETE_CONFIRM_WORD} to confirm`} error={errors.confirmText?.message}>
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
          submitLabel="Delete Account"
          variant="danger"
          pending={pending}
          pendingText="Deleting..."
        />
      </form>
    </Modal>
  );
}
