import { useTranslation } from 'react-i18next';
export type AuthMethod = 'password' | 'otp';

const METHODS: AuthMethod[] = ['password', 'otp'];

type Props = { label: string; value: AuthMethod; onChange: (method: AuthMethod) => void };

/** The Password / OTP switch of login and signup. */
export function MethodTabs({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={label} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {METHODS.map((method) => (
        <button
          key={method}
          type="button"
          role="tab"
          aria-selected={value === method}
          onClick={() => onChange(method)}
          className={`rounded-lg py-2 text-sm font-semibold transition-colors ${value === method ? 'bg-white text-violet-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {t(`auth.methodTabs.${method}`)}
        </button>
      ))}
    </div>
  );
}
