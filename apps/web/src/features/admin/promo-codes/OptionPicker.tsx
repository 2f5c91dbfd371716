import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PickerOption = { id: string; label: string; detail?: string };

/** Options the server searches and pages: the picker hands it the search text and asks for the next page. */
export type ServerSearch = { onSearch(text: string): void; hasMore: boolean; pending: boolean; onMore(): void };

type Props = {
  legend: string;
  /** Told when nothing is chosen, e.g. "Valid for every test". */
  noneHint: string;
  options: PickerOption[];
  /** When the options are a server's page: searched there instead of filtered here. */
  server?: ServerSearch;
  value: string[];
  onChange: (ids: string[]) => void;
};

const SEARCH_FROM = 6;

/** A checkbox list with a filter box once it is long; for limiting a promo code to some tests or exams. */
export function OptionPicker({ legend, noneHint, options, server, value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const query = search.trim().toLowerCase();
  const visible = query && !server ? options.filter((option) => option.label.toLowerCase().includes(query)) : options;
  const typed = (text: string) => {
    setSearch(text);
    server?.onSearch(text);
  };
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {legend} <span className="font-normal text-muted">{t('ui.optional')}</span>
      </legend>
      <p className="text-xs text-slate-500" aria-live="polite">
        {value.length === 0 ? noneHint : t('admin.promoCodes.optionPicker.selected', { length: value.length })}
      </p>
      {(server || options.length >= SEARCH_FROM) && (
        <>
          <label htmlFor={searchId} className="sr-only">
            {t('admin.promoCodes.optionPicker.filterLabel', { legend: legend.toLowerCase() })}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => typed(event.target.value)}
            placeholder={t('admin.promoCodes.optionPicker.filterPlaceholder')}
            className="w-full rounded-md border border-slate-200 px-3 py-1.5 text-sm focus:border-violet-500 focus:outline-none"
          />
        </>
      )}
      <div className="max-h-40 overflow-y-auto rounded-lg border border-slate-200">
        {visible.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500">
            {options.length === 0 && !query
              ? t('admin.promoCodes.optionPicker.noneAvailable')
              : t('admin.promoCodes.optionPicker.noMatch')}
          </p>
        ) : (
          visible.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-start gap-2.5 px-3 py-2 text-sm hover:bg-violet-50"
            >
              <input
                type="checkbox"
                checked={value.includes(option.id)}
                onChange={() => toggle(option.id)}
                className="mt-0.5 size-4 shrink-0 accent-violet-600"
              />
              <span className="min-w-0">
                <span className="block text-slate-900">{option.label}</span>
                {option.detail && <span className="block text-xs text-slate-500">{option.detail}</span>}
              </span>
            </label>
          ))
        )}
        {server?.hasMore && (
          <button
            type="button"
            onClick={server.onMore}
            disabled={server.pending}
            className="w-full px-3 py-2 text-sm font-semibold text-violet-700 hover:bg-violet-50 disabled:text-slate-400"
          >
            {server.pending ? t('ui.loadMore.loading') : t('ui.loadMore.more')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
