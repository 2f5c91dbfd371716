import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/Field';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

type Props = { starts: InputProps; ends: InputProps; startsError?: string; endsError?: string };

/** The optional live window of a test: both times or neither (the contract checks the pair). */
export function LiveWindowFields({ starts, ends, startsError, endsError }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.liveWindowFields' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {t('liveWindow')} <span className="font-normal text-muted">{t('optional')}</span>
      </legend>
      <p className="text-xs text-slate-500">{t('setBothToRunThis')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="test-startsAt" label={t('startsAt')} error={startsError}>
          <input id="test-startsAt" type="datetime-local" {...starts} className={inputClass} />
        </Field>
        <Field id="test-endsAt" label={t('endsAt')} error={endsError}>
          <input id="test-endsAt" type="datetime-local" {...ends} className={inputClass} />
        </Field>
      </div>
    </fieldset>
  );
}
