import { useId } from 'react';
import { useTranslation } from 'react-i18next';
export type AuthMethod = 'password' | 'otp';

const METHODS: AuthMethod[] = ['password', 'otp'];

type Props = { label: string; value: AuthMethod; onChange: (method: AuthMethod) => void };

/**
 * The Password / OTP switch of login and signup: a segmented control built on native radio buttons, so Tab reaches
 * it once, the arrow keys switch the method and a screen reader announces "Password, radio button, 1 of 2" with no
 * script of ours (a tabs widget would cost the first visit about 30 KB of React Aria).
 */
export function MethodSwitch({ label, value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'auth.methodSwitch' });
  const name = useId();
  return (
    <fieldset className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{label}</legend>
      {METHODS.map((method) => (
        <label
          key={method}
          className="relative rounded-lg py-2 text-center text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-violet-700 has-checked:shadow-sm"
        >
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-violet-600"
          />
          {t(method)}
        </label>
      ))}
    </fieldset>
  );
}
