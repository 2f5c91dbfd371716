import { formatCount } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { inputClass } from '../../../components/ui/Field';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminQuestions, useQuestionSubjects } from '../api';
import { shortId } from '../components/QuestionCard';
import { SubjectFilter } from '../components/SubjectFilter';

/** SPEC 2.13: quick-select buttons for the first 3 subjects of the bank. */
const QUICK_SUBJECTS = 3;

type Props = {
  /** Chosen question ids, in order: a newly chosen one goes to the end. */
  value: string[];
  onChange: (ids: string[]) => void;
};

/**
 * Choose questions from the bank: a search and a subject filter (both run on the server) with quick buttons,
 * select or deselect, a count; the bank comes a page at a time.
 */
export function QuestionBankPicker({ value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.questionBankPicker' });
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = Boolean(settled || subject);
  const bank = useAdminQuestions({ search: settled || undefined, subject: subject || undefined });
  const subjects = useQuestionSubjects().data ?? [];
  const shown = bank.entries;
  const chosen = new Set(value);

  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((x) => x !== id) : [...value, id]);
  const selectShown = () => onChange([...value, ...shown.map((q) => q._id).filter((id) => !chosen.has(id))]);
  const deselectShown = () => {
    const hidden = new Set(shown.map((question) => question._id));
    onChange(value.filter((id) => !hidden.has(id)));
  };

  function count() {
    if (bank.isPending) return t('loadingQuestions');
    const length = bank.totalText ?? formatCount(shown.length);
    return filtered ? t('found', { length }) : t('inTheBank', { length });
  }

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('questionBank')}</legend>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span aria-live="polite" className="font-semibold text-violet-700">
          {t('selected', { length: value.length })}
        </span>
        <span className="text-xs text-slate-500">{count()}</span>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_11rem]">
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('searchQuestions')}
          aria-label={t('searchTheQuestionBank')}
          className={inputClass}
        />
        <SubjectFilter label={t('filterTheQuestionBankBy')} subjects={subjects} value={subject} onChange={setSubject} />
      </div>
      {subjects.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('quickSubjectFilters')}</legend>
          {subjects.slice(0, QUICK_SUBJECTS).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={subject === name}
              onClick={() => setSubject(subject === name ? '' : name)}
              className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-violet-600 aria-pressed:bg-violet-600 aria-pressed:text-white"
            >
              {name}
            </button>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={selectShown} disabled={shown.length === 0} className="px-3 py-1.5">
          {t('selectAllShown', { length: shown.length })}
        </Button>
        <Button variant="secondary" onClick={deselectShown} disabled={value.length === 0} className="px-3 py-1.5">
          {t('deselectShown')}
        </Button>
      </div>
      <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-100" aria-busy={bank.isFetching}>
        {bank.isError ? (
          <p className="p-3 text-sm text-rose-700">{t('loadFailed')}</p>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">
            {bank.isPending ? t('loadingQuestions') : filtered ? t('noQuestionsMatch') : t('theQuestionBankIsEmpty')}
          </p>
        ) : (
          shown.map((question) => (
            <label
              key={question._id}
              className="flex cursor-pointer items-start gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 hover:bg-violet-50"
            >
              <input
                type="checkbox"
                checked={chosen.has(question._id)}
                onChange={() => toggle(question._id)}
                className="mt-0.5 size-4 shrink-0 accent-violet-600"
              />
              <span className="min-w-0">
                <span className="line-clamp-2 break-words text-slate-900">{question.questionText}</span>
                <span className="block text-xs text-slate-500">
                  {question.subject} · {question.level} · #{shortId(question._id)}
                </span>
              </span>
            </label>
          ))
        )}
        {bank.hasNextPage && (
          <button
            type="button"
            onClick={() => void bank.fetchNextPage()}
            disabled={bank.isFetchingNextPage}
            className="w-full px-3 py-2 text-sm font-semibold text-violet-700 hover:bg-violet-50 disabled:text-slate-400"
          >
            {bank.isFetchingNextPage ? t('loadingQuestions') : t('showMore')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
