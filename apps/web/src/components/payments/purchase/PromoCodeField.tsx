import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/Field';

type Props = {
  value: string;
  /** Called with the text trimmed and in upper case (SPEC 5 "Promo code entry"). */
  onChange: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
  applied: { code: string; description: string } | null;
  pending: boolean;
  error: string | null;
  disabled?: boolean;
};

/** Promo code entry with Apply (disabled while empty), or the applied code with Remove. */
export function PromoCodeField({ value, onChange, onApply, onRemove, applied, pending, error, disabled }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'mockTests.purchase.promoCodeField' });
  const inputId = useId();
  const errorId = useId();
  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-emerald-800">
            <span className="font-mono">{applied.code}</span> {t('applied')}
          </p>
          {applied.description && <p className="text-xs text-emerald-700">{applied.description}</p>}
        </div>
        <Button variant="ghost" onClick={onRemove} disabled={disabled} className="px-3 py-1.5">
          {t('remove')}
        </Button>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value) onApply();
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value.trim().toUpperCase())}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} min-w-0 flex-1 font-mono`}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={!value || disabled}
          pending={pending}
          pendingText={t('applying')}
        >
          {t('apply')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </form>
  );
}
