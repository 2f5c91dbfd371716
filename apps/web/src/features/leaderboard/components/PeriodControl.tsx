import type { LeaderboardPeriod } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props<P extends LeaderboardPeriod> = {
  options: readonly P[];
  value: P;
  onChange: (period: P) => void;
};

/** A segmented control of periods built on native radios: one tab stop, arrow keys move and choose. */
export function PeriodControl<P extends LeaderboardPeriod>({ options, value, onChange }: Props<P>) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="w-full sm:w-auto">
      <legend className="sr-only">{t('leaderboard.periodControl.period')}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="block rounded-lg px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors peer-checked:bg-white peer-checked:text-violet-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-600 hover:text-slate-900">
              {t(`leaderboard.periods.${option}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
