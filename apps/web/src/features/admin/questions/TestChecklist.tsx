import type { AdminTest } from '@mockprep/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/Field';

type Props = { tests: AdminTest[]; value: string[]; onChange: (ids: string[]) => void };

/** Choose tests: a search over title, subject and exam type, and a checkbox per test. */
export function TestChecklist({ tests, value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.testChecklist' });
  const [search, setSearch] = useState('');
  const legendId = useId();
  const query = search.trim().toLowerCase();
  const visible = query
    ? tests.filter((test) => `${test.title} ${test.subject} ${test.examType}`.toLowerCase().includes(query))
    : tests;

  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);

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
      <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200">
        {visible.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">{tests.length === 0 ? t('noTestsYet') : t('noTestsMatch')}</p>
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
                <span className="block font-medium text-slate-900">{test.title}</span>
                <span className="block text-xs text-slate-500">
                  {t('questions', {
                    subject: test.subject,
                    examType: test.examType,
                    length: test.questions.length,
                  })}
                </span>
              </span>
            </label>
          ))
        )}
      </div>
    </fieldset>
  );
}
