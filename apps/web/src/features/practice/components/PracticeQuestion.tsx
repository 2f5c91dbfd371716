import type { PracticeFeedback, PublicQuestion } from '@mockprep/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { optionLetter } from '../session';
import { AnswerFeedback } from './AnswerFeedback';

type Props = {
  question: PublicQuestion;
  /** The server's verdict once checked, else null. */
  feedback: PracticeFeedback | null;
  checking: boolean;
  onCheck: (selectedOption: number) => void;
  onNext: () => void;
};

const optionTone = (index: number, selected: number | null, feedback: PracticeFeedback | null) => {
  if (feedback && index === feedback.correctOption) return 'border-emerald-500 bg-emerald-50 text-emerald-900';
  if (feedback && index === selected) return 'border-rose-500 bg-rose-50 text-rose-900';
  if (index === selected) return 'border-violet-600 bg-violet-50 text-slate-900';
  return 'border-slate-200 bg-white text-slate-800 hover:border-violet-300';
};

/** One question: options as radio buttons, Check Answer, then the verdict with the right option and Next Question. */
export function PracticeQuestion({ question, feedback, checking, onCheck, onNext }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'practice.practiceQuestion' });
  const [selected, setSelected] = useState<number | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const legendId = useId();

  useEffect(() => {
    if (feedback) nextRef.current?.focus();
  }, [feedback]);

  return (
    <form
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== null && !feedback) onCheck(selected);
      }}
    >
      <div className="mb-3 flex flex-wrap gap-2 text-xs font-semibold text-slate-600">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5">{question.subject}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 capitalize">{question.level}</span>
      </div>
      <fieldset disabled={Boolean(feedback) || checking} className="min-w-0">
        <legend id={legendId} className="mb-4 text-base font-semibold whitespace-pre-line text-slate-900 sm:text-lg">
          {question.questionText}
        </legend>
        <div className="space-y-2.5">
          {question.options.map((option, index) => (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; the index is the answer
              key={index}
              className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 px-3 py-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-violet-600 sm:text-base ${optionTone(index, selected, feedback)}`}
            >
              <input
                type="radio"
                name={`practice-${question._id}`}
                checked={selected === index}
                onChange={() => setSelected(index)}
                className="mt-1 size-4 shrink-0 accent-violet-600"
              />
              <span className="font-semibold">{optionLetter(index)}.</span>
              <span className="min-w-0 flex-1 break-words">{option}</span>
              {feedback && index === feedback.correctOption && (
                <span className="shrink-0 text-xs font-bold text-emerald-700 uppercase">{t('rightAnswer')}</span>
              )}
              {feedback && index === selected && index !== feedback.correctOption && (
                <span className="shrink-0 text-xs font-bold text-rose-700 uppercase">{t('yourAnswer')}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      {feedback && <AnswerFeedback feedback={feedback} options={question.options} />}

      <div className="mt-5 flex justify-end">
        {feedback ? (
          <button
            ref={nextRef}
            type="button"
            onClick={onNext}
            className={`${buttonClasses()} min-h-12 w-full sm:w-auto`}
          >
            {t('nextQuestion')}
          </button>
        ) : (
          <Button
            type="submit"
            disabled={selected === null}
            pending={checking}
            pendingText={t('checking')}
            className="min-h-12 w-full sm:w-auto"
          >
            {t('checkAnswer')}
          </Button>
        )}
      </div>
    </form>
  );
}
