import { formatDuration } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import type { NumberedAnswer } from '../answer-status';

const STATUS_TONES = { correct: 'green', incorrect: 'red', unanswered: 'amber' } as const satisfies Record<
  NumberedAnswer['status'],
  BadgeTone
>;

const letter = (index: number) => String.fromCharCode(65 + index);

/** One question of the answer review: its options, the right one and the student's wrong pick marked. */
export function ReviewQuestion({ item }: { item: NumberedAnswer }) {
  const { t } = useTranslation();
  const { answer, number, status } = item;
  const { question } = answer;
  return (
    <article
      id={`question-${number}`}
      tabIndex={-1}
      aria-labelledby={`question-${number}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-violet-400 print:break-inside-avoid print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h3 id={`question-${number}-title`} className="font-semibold text-slate-900">
            {t('results.reviewQuestion.question', { number })}
          </h3>
          <Badge tone={STATUS_TONES[status]}>{t(`results.status.${status}`)}</Badge>
        </div>
        <p className="text-xs text-slate-500">
          {t('results.reviewQuestion.timeSpent', { timeSpent: formatDuration(answer.timeSpent) })}
        </p>
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{question.questionText}</p>
      <ul className="mt-4 space-y-2">
        {question.options.map((option, index) => {
          const isCorrect = index === question.correctOption;
          const isWrongPick = index === answer.selectedOption && !isCorrect;
          return (
            <li
              key={option}
              className={`flex items-start gap-3 rounded-xl border px-3 py-2.5 text-sm ${
                isCorrect
                  ? 'border-emerald-300 bg-emerald-50'
                  : isWrongPick
                    ? 'border-rose-300 bg-rose-50'
                    : 'border-slate-200'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  isCorrect
                    ? 'bg-emerald-500 text-white'
                    : isWrongPick
                      ? 'bg-rose-500 text-white'
                      : 'bg-slate-100 text-slate-600'
                }`}
              >
                {letter(index)}
              </span>
              <span className="min-w-0 flex-1 pt-0.5 break-words text-slate-800">{option}</span>
              {isCorrect && <Badge tone="green">{t('results.reviewQuestion.correctAnswer')}</Badge>}
              {isWrongPick && <Badge tone="red">{t('results.reviewQuestion.yourAnswer')}</Badge>}
            </li>
          );
        })}
      </ul>
      {question.explanation && (
        <div className="mt-4 rounded-xl bg-sky-50 px-4 py-3 text-sm">
          <p className="font-semibold text-sky-900">{t('results.reviewQuestion.explanation')}</p>
          <p className="mt-1 whitespace-pre-line text-sky-900">{question.explanation}</p>
        </div>
      )}
    </article>
  );
}
