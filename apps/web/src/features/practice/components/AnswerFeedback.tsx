import type { PracticeFeedback } from '@mockprep/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../session';

/** The verdict on an answer: correct or not, the right option and the explanation. */
export function AnswerFeedback({ feedback, options }: { feedback: PracticeFeedback; options: string[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'practice.answerFeedback' });
  const { isCorrect, correctOption, explanation } = feedback;
  return (
    <div
      role="status"
      className={`mt-5 rounded-xl border p-4 ${isCorrect ? 'border-emerald-200 bg-emerald-50' : 'border-rose-200 bg-rose-50'}`}
    >
      <p className={`flex items-center gap-2 font-bold ${isCorrect ? 'text-emerald-800' : 'text-rose-800'}`}>
        {isCorrect ? <CircleCheck className="size-5" /> : <CircleX className="size-5" />}
        {isCorrect ? t('correct') : t('incorrect')}
      </p>
      {!isCorrect && (
        <p className="mt-1 text-sm text-slate-700">
          {t('theRightAnswerIs', { correctOption: optionLetter(correctOption) })} {options[correctOption]}
        </p>
      )}
      <div className="mt-3 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t('explanation')}</p>
        <p className="mt-0.5 whitespace-pre-line">{explanation || t('noExplanationIsAvailableFor')}</p>
      </div>
    </div>
  );
}
