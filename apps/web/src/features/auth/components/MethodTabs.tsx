export type AuthMethod = 'password' | 'otp';

const METHODS: { value: AuthMethod; label: string }[] = [
  { value: 'password', label: 'Password' },
  { value: 'otp', label: 'OTP' },
];

type Props = { label: string; value: AuthMethod; onChange: (method: AuthMethod) => void };

/** The Password / OTP switch of login and signup. */
export function MethodTabs({ label, value, onChange }: Props) {
  return (
    <div role="tablist" aria-label={label} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {METHODS.map((method) => (
        <button
          key={method.value}
          type="button"
          role="tab"
          aria-selected={value === method.value}
          onClick={() => onChange(method.value)}
          className={`rounded-lg py-2 text-sm font-semibold transition-colors ${value === method.value ? 'bg-white text-violet-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {method.label}
        </button>
      ))}
    </div>
  );
}
