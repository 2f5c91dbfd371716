import type { ComponentProps } from 'react';
import { errorAria, Field, inputClass } from './Field';

type Props = Omit<ComponentProps<'input'>, 'id'> & { id: string; label: string; error?: string; optional?: boolean };

/** A labelled input with its error below, ready for react-hook-form's `register(...)` props. */
export function InputField({ id, label, error, optional, ...input }: Props) {
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      <input id={id} {...input} {...errorAria(id, error)} className={inputClass} />
    </Field>
  );
}
