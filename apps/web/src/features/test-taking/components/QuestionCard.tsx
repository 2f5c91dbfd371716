import type { AttemptQuestion } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { OptionList } from './OptionList';

type Props = {
  question: AttemptQuestion;
  /** The test's subject: a question's own subject is shown only when it differs. */
  testSubject: string;
  number: number;
  total: number;
  selected: number | null;
  marked: boolean;
  /** The time is up: the answers can no longer change. */
  locked: boolean;
  onSelect: (option: number | null) => void;
};

export function QuestionCard({ question, testSubject, number, total, selected, marked, locked, onSelect }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.questionCard' });
  const textId = useId();
  return (
    <article
      aria-label={t('questionOf', { number, total })}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold text-violet-700">{t('questionOf', { number, total })}</h2>
        {question.subject !== testSubject && <Badge tone="violet">{question.subject}</Badge>}
        <Badge tone={question.level === 'hard' ? 'red' : question.level === 'easy' ? 'green' : 'amber'}>
          {question.level}
        </Badge>
        {marked && <Badge tone="amber">{t('markedForReview')}</Badge>}
      </div>
      <p id={textId} className="mb-5 text-base font-medium whitespace-pre-line break-words text-slate-900 sm:text-lg">
        {question.questionText}
      </p>
      <OptionList
        labelledBy={textId}
        options={question.options}
        selected={selected}
        disabled={locked}
        onSelect={onSelect}
      />
      {selected !== null && !locked && (
        <button
          type="button"
          onClick={() => onSelect(null)}
          className="mt-4 min-h-11 rounded-lg px-2 text-sm font-semibold text-slate-600 underline-offset-2 hover:text-violet-700 hover:underline"
        >
          {t('clearResponse')}
        </button>
      )}
    </article>
  );
}
