import type { ComponentProps } from 'react';
import { errorAria, Field, inputClass, PasswordInput } from './Field';

type Props = Omit<ComponentProps<'input'>, 'id'> & { id: string; label: string; error?: string; optional?: boolean };

/** A labelled input with its error below, ready for react-hook-form's `register(...)` props; a password can be shown. */
export function InputField({ id, label, error, optional, type, ...input }: Props) {
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      {type === 'password' ? (
        <PasswordInput id={id} {...input} {...errorAria(id, error)} />
      ) : (
        <input id={id} type={type} {...input} {...errorAria(id, error)} className={inputClass} />
      )}
    </Field>
  );
}
