import { type ExamLanguage, formatClock } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { signedMarks } from '../../../components/exam/marking';
import { QuestionImage } from '../../../components/exam/QuestionImage';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { questionIn } from '../../../i18n/question-text';
import type { NumberedAnswer } from '../answer-status';
import { NumericalReview } from './NumericalReview';
import { OptionsReview } from './OptionsReview';

const STATUS_TONES = {
  correct: 'green',
  partial: 'amber',
  incorrect: 'red',
  unanswered: 'slate',
} as const satisfies Record<NumberedAnswer['status'], BadgeTone>;

type Props = { item: NumberedAnswer; language: ExamLanguage };

/**
 * One question of the answer review: its status and marks, the student's time against the average of all takers,
 * the student's answer against the key, the explanation.
 */
export function ReviewQuestion({ item, language }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results' });
  const { answer, number, status } = item;
  const text = questionIn(answer.question, language);
  return (
    <article
      id={`question-${number}`}
      tabIndex={-1}
      aria-labelledby={`question-${number}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-violet-400 print:break-inside-avoid print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`question-${number}-title`} className="font-semibold text-slate-900">
            {t('reviewQuestion.question', { number })}
          </h3>
          <Badge tone={STATUS_TONES[status]}>
            {status === 'partial'
              ? t('reviewQuestion.partiallyCorrect', { marks: signedMarks(answer.marks) })
              : t(`status.${status}`)}
          </Badge>
        </div>
        <p className="flex gap-3 text-xs text-slate-500">
          <span className="font-semibold text-slate-800 tabular-nums">
            {t('reviewQuestion.marks', { marks: signedMarks(answer.marks) })}
          </span>
          <span className="tabular-nums">
            {answer.averageTime === null
              ? t('reviewQuestion.timeSpent', { time: formatClock(answer.timeSpent) })
              : t('reviewQuestion.timeAgainstAverage', {
                  time: formatClock(answer.timeSpent),
                  average: formatClock(answer.averageTime),
                })}
          </span>
        </p>
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{text.questionText}</p>
      {answer.question.image && (
        <div className="mt-3">
          <QuestionImage src={answer.question.image} question={number} />
        </div>
      )}
      {answer.question.type === 'numerical' ? (
        <NumericalReview answer={answer} />
      ) : (
        <OptionsReview answer={answer} options={text.options} />
      )}
      {text.explanation && (
        <div className="mt-4 rounded-xl bg-sky-50 px-4 py-3 text-sm">
          <p className="font-semibold text-sky-900">{t('reviewQuestion.explanation')}</p>
          <p className="mt-1 whitespace-pre-line text-sky-900">{text.explanation}</p>
        </div>
      )}
    </article>
  );
}
