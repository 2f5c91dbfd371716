import { useTranslation } from 'react-i18next';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  label: string;
  options: Option<T>[];
  value: T | '';
  onChange: (value: T | '') => void;
};

/** A row of toggle chips with an "All" chip first; pressing the chosen chip again goes back to All. */
export function ChipGroup<T extends string>({ label, options, value, onChange }: Props<T>) {
  const { t } = useTranslation();
  const chips: Option<T | ''>[] = [{ value: '', label: t('mockTests.chipGroup.all') }, ...options];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = chip.value === value;
          return (
            <button
              key={chip.value || 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? '' : chip.value)}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${
                pressed
                  ? 'border-violet-600 bg-violet-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-violet-400 hover:text-violet-700'
              }`}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
