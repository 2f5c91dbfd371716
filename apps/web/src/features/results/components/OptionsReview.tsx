import type { ReviewAnswer } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '../../../components/exam/QuestionImage';
import { Badge } from '../../../components/ui/Badge';

const letter = (index: number) => String.fromCharCode(65 + index);

type Props = { answer: ReviewAnswer; options: string[] };

/**
 * The options with the key marked "Correct Answer". Single-correct: the student's wrong pick marked "Your Answer"
 * (SPEC 2.9). Multiple-correct: every option the student chose, right or wrong, since a partly right answer is
 * read by comparing the two sets.
 */
export function OptionsReview({ answer, options }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.reviewQuestion' });
  const { question } = answer;
  const multiple = question.type === 'multiple';
  const chosen = multiple ? answer.selectedOptions : answer.selectedOption === null ? [] : [answer.selectedOption];
  return (
    <ul className="mt-4 space-y-2">
      {options.map((option, index) => {
        const isCorrect = question.correctOptions.includes(index);
        const isChosen = chosen.includes(index);
        const isWrongPick = isChosen && !isCorrect;
        const markChosen = multiple ? isChosen : isWrongPick;
        const image = question.optionImages[index];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: options never move within a review
            key={index}
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
            <span className="min-w-0 flex-1 pt-0.5 break-words text-slate-800">
              {option}
              {image && (
                <span className="mt-2 block">
                  <QuestionImage src={image} option={letter(index)} />
                </span>
              )}
            </span>
            <span className="flex flex-wrap justify-end gap-1">
              {markChosen && <Badge tone={isCorrect ? 'violet' : 'red'}>{t('yourAnswer')}</Badge>}
              {isCorrect && <Badge tone="green">{t('correctAnswer')}</Badge>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
