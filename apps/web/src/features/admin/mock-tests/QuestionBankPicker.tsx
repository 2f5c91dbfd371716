import type { AdminQuestion } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { inputClass } from '../../../components/ui/Field';
import { shortId } from '../components/QuestionCard';
import { SubjectFilter } from '../components/SubjectFilter';
import { subjectsOf } from '../components/SubjectLevelFields';

/** SPEC 2.13: quick-select buttons for the first 3 subjects of the bank. */
const QUICK_SUBJECTS = 3;
/** Rows drawn at a time; a bank can hold thousands. */
const PAGE = 50;

type Props = {
  bank: AdminQuestion[];
  /** Chosen question ids, in order: a newly chosen one goes to the end. */
  value: string[];
  onChange: (ids: string[]) => void;
  loading?: boolean;
};

/** Choose questions from the bank: search, a subject filter with quick buttons, select or deselect, a count. */
export function QuestionBankPicker({ bank, value, onChange, loading = false }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.questionBankPicker' });
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState('');
  const [shown, setShown] = useState(PAGE);
  const subjects = subjectsOf(bank);
  const chosen = new Set(value);
  const query = search.trim().toLowerCase();
  const matching = bank.filter(
    (question) =>
      (!subject || question.subject === subject) && (!query || question.questionText.toLowerCase().includes(query)),
  );

  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((x) => x !== id) : [...value, id]);
  const selectMatching = () => onChange([...value, ...matching.map((q) => q._id).filter((id) => !chosen.has(id))]);
  const deselectMatching = () => {
    const hidden = new Set(matching.map((question) => question._id));
    onChange(value.filter((id) => !hidden.has(id)));
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('questionBank')}</legend>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span aria-live="polite" className="font-semibold text-violet-700">
          {t('selected', { length: value.length })}
        </span>
        <span className="text-xs text-slate-500">
          {loading ? t('loadingQuestions') : t('inTheBank', { length: bank.length })}
        </span>
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
        <Button variant="secondary" onClick={selectMatching} disabled={matching.length === 0} className="px-3 py-1.5">
          {t('selectAllShown', { length: matching.length })}
        </Button>
        <Button variant="secondary" onClick={deselectMatching} disabled={value.length === 0} className="px-3 py-1.5">
          {t('deselectShown')}
        </Button>
      </div>
      <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-100">
        {matching.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">
            {bank.length === 0 ? t('theQuestionBankIsEmpty') : t('noQuestionsMatch')}
          </p>
        ) : (
          matching.slice(0, shown).map((question) => (
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
        {matching.length > shown && (
          <button
            type="button"
            onClick={() => setShown(shown + PAGE)}
            className="w-full px-3 py-2 text-sm font-semibold text-violet-700 hover:bg-violet-50"
          >
            {t('showMore')}
            {matching.length - shown} {t('left')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
