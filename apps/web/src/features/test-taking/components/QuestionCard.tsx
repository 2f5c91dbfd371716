import type { AttemptQuestion } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../components/exam/MathText';
import { QuestionImage } from '../../../components/exam/QuestionImage';
import { Badge } from '../../../components/ui/Badge';
import { questionIn } from '../../../i18n/question-text';
import { useExamLanguage } from '../../../i18n/use-exam-language';
import { type Answer, toggleOption } from '../model/answer';
import { MarkingLine } from './MarkingLine';
import { NumericAnswer } from './NumericAnswer';
import { OptionList } from './OptionList';

type Props = {
  question: AttemptQuestion;
  /** The test's subject: a question's own subject is shown only when it differs. */
  testSubject: string;
  number: number;
  total: number;
  answer: Answer | null;
  marked: boolean;
  /** The time (of the test or of its section) is up: the answer can no longer change. */
  locked: boolean;
  /** Why the last answer was refused ("attempt any K"), shown under the answer until it changes. */
  refusal: string | null;
  onAnswer: (answer: Answer | null) => void;
};

/**
 * One question in the student's language: its Hindi text and options when Hindi is chosen and it has them, its
 * English ones otherwise, each marked with its language for screen readers. The options keep their order, so an
 * answer means the same in both.
 */
export function QuestionCard(props: Props) {
  const { question, testSubject, number, total, answer, marked, locked, refusal, onAnswer } = props;
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.questionCard' });
  const textId = useId();
  const { language } = useExamLanguage();
  const text = questionIn(question, language);
  const textLanguage = language === 'hi' && question.hi ? 'hi' : 'en';
  const optionsLanguage = question.hi && text.options === question.hi.options ? 'hi' : 'en';
  return (
    <article
      aria-label={t('questionOf', { number, total })}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold text-violet-700">{t('questionOf', { number, total })}</h2>
        <MarkingLine marking={question.marking} />
        <Badge tone="slate">{t(`type.${question.type}`)}</Badge>
        {question.subject !== testSubject && <Badge tone="violet">{question.subject}</Badge>}
        <Badge tone={question.level === 'hard' ? 'red' : question.level === 'easy' ? 'green' : 'amber'}>
          {t(`level.${question.level}`)}
        </Badge>
        {marked && <Badge tone="amber">{t('markedForReview')}</Badge>}
      </div>
      <p
        id={textId}
        lang={textLanguage}
        className="mb-5 text-base font-medium whitespace-pre-line break-words text-slate-900 sm:text-lg"
      >
        <MathText text={text.questionText} />
      </p>
      {question.image && (
        <div className="-mt-2 mb-5">
          <QuestionImage src={question.image} question={number} />
        </div>
      )}
      {question.type === 'numerical' ? (
        <NumericAnswer
          labelledBy={textId}
          value={typeof answer === 'number' ? answer : null}
          disabled={locked}
          onChange={onAnswer}
        />
      ) : (
        <OptionList
          labelledBy={textId}
          options={text.options}
          images={question.optionImages}
          lang={optionsLanguage}
          multiple={question.type === 'multiple'}
          chosen={answer === null ? [] : [answer].flat()}
          disabled={locked}
          onPick={(option) => onAnswer(question.type === 'multiple' ? toggleOption(answer, option) : option)}
        />
      )}
      <div aria-live="polite">
        {refusal && (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
            {refusal}
          </p>
        )}
      </div>
      {answer !== null && !locked && (
        <button
          type="button"
          onClick={() => onAnswer(null)}
          className="mt-4 min-h-11 rounded-lg px-2 text-sm font-semibold text-slate-600 underline-offset-2 hover:text-violet-700 hover:underline"
        >
          {t('clearResponse')}
        </button>
      )}
    </article>
  );
}
