import { PASSWORD_HINT, passwordStrength } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';

const BAR_COLOURS = {
  Weak: 'bg-rose-500',
  Fair: 'bg-amber-500',
  Good: 'bg-sky-500',
  Strong: 'bg-emerald-500',
} as const;
const TEXT_COLOURS = {
  Weak: 'text-rose-600',
  Fair: 'text-amber-600',
  Good: 'text-sky-600',
  Strong: 'text-emerald-600',
} as const;
const SEGMENTS = [1, 2, 3, 4, 5];

/** SPEC 5 password strength meter: a five-part bar, the label, and a hint below a score of 3. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'auth.passwordStrengthMeter' });
  if (!password) return null;
  const { score, label, showHint } = passwordStrength(password);
  return (
    <div className="space-y-1.5">
      <meter
        className="sr-only"
        min={0}
        max={SEGMENTS.length}
        value={score}
        aria-label={t('meterLabel')}
        aria-valuetext={label}
      />
      <div className="flex gap-1" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${segment <= score ? BAR_COLOURS[label] : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {t('strengthLabel')} <span className={`font-semibold ${TEXT_COLOURS[label]}`}>{label}</span>
      </p>
      {showHint && <p className="text-xs text-slate-500">{PASSWORD_HINT}</p>}
    </div>
  );
}
