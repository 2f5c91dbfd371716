import type { ReviewAnswer } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../components/exam/marking';

const TONES = {
  correct: 'text-emerald-700',
  partial: 'text-amber-700',
  wrong: 'text-rose-700',
  unanswered: 'text-slate-600',
};

/** A numerical question's review: the number the student typed beside the key (one value or a range). */
export function NumericalReview({ answer }: { answer: ReviewAnswer }) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.reviewQuestion' });
  const key = answer.question.answer;
  const keyText =
    key === null
      ? null
      : key.min === key.max
        ? formatNumber(key.min)
        : t('range', { min: formatNumber(key.min), max: formatNumber(key.max) });
  return (
    <p className="mt-4 flex flex-wrap gap-x-2 gap-y-1 rounded-xl bg-slate-50 px-3 py-2.5 text-sm">
      <span className={`font-semibold ${TONES[answer.state]}`}>
        {t('yourNumber', {
          answer: answer.numericAnswer === null ? t('notAnswered') : formatNumber(answer.numericAnswer),
        })}
      </span>
      {keyText !== null && (
        <>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <span className="font-semibold text-emerald-700">{t('correctNumber', { answer: keyText })}</span>
        </>
      )}
    </p>
  );
}
