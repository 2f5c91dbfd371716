import { useTranslation } from 'react-i18next';
import type { AnswerStatus, NumberedAnswer, ReviewFilter } from '../answer-status';
import { REVIEW_FILTERS } from '../answer-status';

const STATUS_CLASSES: Record<AnswerStatus, string> = {
  correct: 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
  partial: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  incorrect: 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100',
  unanswered: 'border-slate-300 bg-slate-50 text-slate-700 hover:bg-slate-100',
};

type Props = {
  items: NumberedAnswer[];
  filter: ReviewFilter;
  counts: Record<ReviewFilter, number>;
  onFilter: (filter: ReviewFilter) => void;
  onJump: (number: number) => void;
  /** False while the answer review below already says that the filter matches nothing. */
  showEmptyMessage: boolean;
};

/** Filters with counts and a numbered grid; a number opens the answer review at that question. */
export function QuestionNavigator({ items, filter, counts, onFilter, onJump, showEmptyMessage }: Props) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="navigator-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="navigator-title" className="font-semibold text-slate-900">
        {t('results.questionNavigator.questionNavigator')}
      </h2>
      <fieldset className="mt-4">
        <legend className="sr-only">{t('results.questionNavigator.showQuestions')}</legend>
        <div className="flex flex-wrap gap-2">
          {REVIEW_FILTERS.filter((value) => value !== 'partial' || counts.partial > 0).map((value) => {
            const pressed = value === filter;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={pressed}
                onClick={() => onFilter(value)}
                className={`rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${
                  pressed
                    ? 'border-violet-600 bg-violet-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-violet-400'
                }`}
              >
                {t(`results.status.${value}`)} ({counts[value]})
              </button>
            );
          })}
        </div>
      </fieldset>
      {items.length === 0 ? (
        showEmptyMessage && (
          <p className="mt-4 text-sm text-slate-500">{t('results.questionNavigator.noQuestionsMatchTheSelected')}</p>
        )
      ) : (
        <ol className="mt-4 grid grid-cols-5 gap-2 sm:flex sm:flex-wrap">
          {items.map((item) => (
            <li key={item.number}>
              <button
                type="button"
                onClick={() => onJump(item.number)}
                aria-label={t('results.questionNavigator.question', {
                  number: item.number,
                  status: t(`results.status.${item.status}`),
                })}
                className={`flex h-11 w-full items-center justify-center rounded-lg border text-sm font-semibold tabular-nums sm:w-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${STATUS_CLASSES[item.status]}`}
              >
                {item.number}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
