import type { QuestionInput } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { MathText } from '../components/MathText';
import { answerText, LEVEL_TONES, optionLetter } from '../components/QuestionCard';

const SHOWN = 5;

/** The valid questions of a bulk upload: how many, and the first few as they will be stored. */
export function QuestionPreview({ questions }: { questions: QuestionInput[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.questionPreview' });
  if (questions.length === 0) return null;
  return (
    <section aria-label={t('preview')} className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3">
      <p className="text-sm font-semibold text-emerald-800">{t('validQuestionS', { length: questions.length })}</p>
      <ol className="mt-2 space-y-2 text-sm">
        {questions.slice(0, SHOWN).map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the preview is never reordered.
          <li key={index} className="rounded-lg bg-white p-2">
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <span className="font-medium text-slate-700">{question.subject}</span>
              <Badge tone={LEVEL_TONES[question.level]}>{question.level}</Badge>
              <span>
                {question.answer
                  ? t('numerical', { answer: answerText(question.answer) })
                  : t('optionsCorrect', {
                      length: question.options.length,
                      correctOption: question.correctOptions.map(optionLetter).join(', '),
                    })}
              </span>
              {question.hi && <span>{t('hindi')}</span>}
            </div>
            <p className="mt-1 break-words text-slate-900">
              <MathText text={question.questionText} />
            </p>
          </li>
        ))}
      </ol>
      {questions.length > SHOWN && (
        <p className="mt-2 text-xs text-slate-500">{t('more', { count: questions.length - SHOWN })}</p>
      )}
    </section>
  );
}
