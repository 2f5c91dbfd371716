import { Eye } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-muted focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-200 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-rose-500';

type Props = { id: string; label: string; error?: string; hint?: ReactNode; optional?: boolean; children: ReactNode };

/** A label, the control passed as children (which must carry `id`), and its error in red below. */
export function Field({ id, label, error, hint, optional, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {optional && <span className="font-normal text-muted"> {t('ui.optional')}</span>}
      </label>
      {children}
      {hint}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-rose-600">
      {message}
    </p>
  );
}

/** Marks a control invalid and points it at its Field's error message. */
export const errorAria = (id: string, error: unknown) =>
  error ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {};

type PasswordProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { id: string };

/** A password input with a toggle that shows what was typed; the toggle's pressed state says whether it shows. */
export function PasswordInput(input: PasswordProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...input} type={shown ? 'text' : 'password'} className={`${inputClass} pr-12`} />
      <button
        type="button"
        aria-label={t('ui.showPassword')}
        aria-pressed={shown}
        aria-controls={input.id}
        onClick={() => setShown((isShown) => !isShown)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 aria-pressed:text-violet-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-violet-600"
      >
        <Eye />
      </button>
    </div>
  );
}
