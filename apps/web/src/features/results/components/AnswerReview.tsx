import type { ExamLanguage } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import type { NumberedAnswer } from '../answer-status';
import { ReviewQuestion } from './ReviewQuestion';

type Props = { id: string; items: NumberedAnswer[]; language: ExamLanguage };

/** Answer Review: each question the navigator filter keeps, in the student's language when the question has it. */
export function AnswerReview({ id, items, language }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.answerReview' });
  return (
    <section id={id} aria-labelledby="review-title" className="space-y-4 print:hidden">
      <h2 id="review-title" className="text-lg font-semibold text-slate-900">
        {t('answerReview')}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-500">
          {t('noQuestionsMatchTheSelected')}
        </p>
      ) : (
        items.map((item) => <ReviewQuestion key={item.answer.question._id} item={item} language={language} />)
      )}
    </section>
  );
}
