import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../../lib/use-disclosure';
import { Icon } from './Icon';

export type ExamOption = { _id: string; name: string; description?: string | null };

type Props = {
  label: string;
  options: ExamOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** Selections beyond this are blocked (SPEC 2.3). */
  max?: number;
  optional?: boolean;
  loading?: boolean;
  error?: string;
};

/**
 * SPEC 2.3 exam selector: a button opens a panel with a search box and a checkbox per exam;
 * chosen exams show as removable chips. Escape closes the panel and returns to the button.
 */
export function ExamMultiSelect({ label, options, value, onChange, max, optional, loading = false, error }: Props) {
  const { t } = useTranslation();
  const { open, toggle: togglePanel, rootRef, triggerRef } = useDisclosure();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const summaryId = `${baseId}-summary`;
  const panelId = `${baseId}-panel`;
  const errorId = `${baseId}-error`;

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const atMax = max !== undefined && value.length >= max;
  const query = search.trim().toLowerCase();
  const visible = query ? options.filter((option) => option.name.toLowerCase().includes(query)) : options;
  const selected = value.map((id) => options.find((option) => option._id === id) ?? { _id: id, name: id });

  function toggle(id: string) {
    if (value.includes(id)) onChange(value.filter((selectedId) => selectedId !== id));
    else if (!atMax) onChange([...value, id]);
  }

  return (
    <div ref={rootRef} className="relative space-y-1.5">
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        {label}
        {optional && <span className="font-normal text-muted"> {t('ui.optional')}</span>}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${summaryId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={togglePanel}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-left text-sm text-slate-900 focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-200 aria-invalid:border-rose-500"
      >
        <span id={summaryId} className={value.length ? '' : 'text-muted'}>
          {loading
            ? t('ui.examMultiSelect.loadingExams')
            : value.length
              ? t('ui.examMultiSelect.selected', { length: value.length })
              : t('ui.examMultiSelect.selectTargetExams')}
        </span>
        <Icon name="chevronDown" className={`size-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>

      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="border-b border-slate-100 p-2">
            <input
              ref={searchRef}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('ui.examMultiSelect.searchPlaceholder')}
              aria-label={t('ui.examMultiSelect.searchLabel')}
              className="w-full rounded-md border border-slate-200 px-3 py-2 text-sm focus:border-violet-500 focus:outline-none"
            />
          </div>
          <div className="flex items-center justify-between px-3 py-2 text-xs text-slate-500">
            <span aria-live="polite">
              {t('ui.examMultiSelect.selected', { length: value.length })}
              {max !== undefined && <span> {t('ui.examMultiSelect.max', { max })}</span>}
            </span>
            <button
              type="button"
              onClick={() => onChange([])}
              disabled={value.length === 0}
              className="font-semibold text-violet-700 hover:underline disabled:text-slate-300 disabled:no-underline"
            >
              {t('ui.examMultiSelect.clearAll')}
            </button>
          </div>
          {visible.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-slate-500">
              {options.length === 0
                ? t('ui.examMultiSelect.noExamsAvailable')
                : t('ui.examMultiSelect.noExamsFoundMatchingYour')}
            </p>
          ) : (
            <fieldset className="max-h-60 overflow-y-auto pb-1">
              <legend className="sr-only">{label}</legend>
              {visible.map((option) => {
                const checked = value.includes(option._id);
                const blocked = !checked && atMax;
                return (
                  <label
                    key={option._id}
                    className={`flex items-start gap-3 px-3 py-2 text-sm ${blocked ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-violet-50'}`}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={blocked}
                      onChange={() => toggle(option._id)}
                      className="mt-0.5 size-4 accent-violet-600"
                    />
                    <span>
                      <span className="block font-medium">{option.name}</span>
                      {option.description && <span className="block text-xs text-slate-500">{option.description}</span>}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          {atMax && (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-amber-700">
              {t('ui.examMultiSelect.youCanSelectUpTo', { max })}
            </p>
          )}
        </div>
      )}

      {selected.length > 0 && (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t('ui.examMultiSelect.selectedLabel', { label: label.toLowerCase() })}
        >
          {selected.map((exam) => (
            <li
              key={exam._id}
              className="inline-flex items-center gap-1 rounded-full bg-violet-100 py-0.5 pr-0.5 pl-3 text-xs font-medium text-violet-800"
            >
              {exam.name}
              <button
                type="button"
                onClick={() => toggle(exam._id)}
                aria-label={t('ui.examMultiSelect.remove', { name: exam.name })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-violet-200"
              >
                <Icon name="close" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
