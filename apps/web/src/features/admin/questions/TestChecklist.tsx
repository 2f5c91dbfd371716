import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/Field';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminTests } from '../api';

type Props = { value: string[]; onChange: (ids: string[]) => void };

/** Tests a checklist asks the server for at a time. */
const CHECKLIST_PAGE = 20;

/** Choose tests: a title search run on the server, a checkbox per test, the next page on demand. */
export function TestChecklist({ value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.testChecklist' });
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const tests = useAdminTests({ search: settled || undefined }, { limit: CHECKLIST_PAGE });
  const legendId = useId();
  const visible = tests.entries;

  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);

  function empty() {
    if (tests.isPending) return t('loading');
    if (tests.isError) return t('loadFailed');
    return settled ? t('noTestsMatch') : t('noTestsYet');
  }

  return (
    <fieldset aria-labelledby={legendId} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <span id={legendId} className="text-sm font-medium text-slate-700">
          {t('assignToTests')}
        </span>
        <span aria-live="polite" className="text-xs text-slate-500">
          {t('selected', { length: value.length })}
        </span>
      </div>
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        className={inputClass}
      />
      <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200" aria-busy={tests.isFetching}>
        {visible.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">{empty()}</p>
        ) : (
          visible.map((test) => (
            <label
              key={test._id}
              className="flex cursor-pointer items-start gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 hover:bg-violet-50"
            >
              <input
                type="checkbox"
                checked={value.includes(test._id)}
                onChange={() => toggle(test._id)}
                className="mt-0.5 size-4 accent-violet-600"
              />
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">{test.title}</span>
                <span className="block text-xs text-slate-500">
                  {t('questions', { subject: test.subject, examType: test.examType, length: test.questionCount })}
                </span>
              </span>
            </label>
          ))
        )}
        {tests.hasNextPage && (
          <button
            type="button"
            onClick={() => void tests.fetchNextPage()}
            disabled={tests.isFetchingNextPage}
            className="w-full px-3 py-2 text-sm font-semibold text-violet-700 hover:bg-violet-50 disabled:text-slate-400"
          >
            {tests.isFetchingNextPage ? t('loading') : t('more')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
