import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
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
  return (
    <>
      <InputField
        type="password"
        id={`${idPrefix}new-password`}
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <InputField
        type="password"
        id={`${idPrefix}confirm-password`}
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
