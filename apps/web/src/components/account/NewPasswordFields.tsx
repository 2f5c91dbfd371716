import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '../ui/InputField';

type Name = 'newPassword' | 'confirmPassword';

type Props = {
  /** Goes before the ids "new-password" and "confirm-password". */
  idPrefix?: string;
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, FieldError>>;
};

/** A new password typed twice, for forms whose schema checks that both match. */
export function NewPasswordFields({ idPrefix = '', register, errors }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.newPasswordFields' });
  return (
    <>
      <InputField
        type="password"
        id={`${idPrefix}new-password`}
        label={t('newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <InputField
        type="password"
        id={`${idPrefix}confirm-password`}
        label={t('confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
