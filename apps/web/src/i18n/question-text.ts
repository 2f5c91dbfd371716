import type { ExamLanguage } from '@mockprep/contract';

type Texts = { questionText: string; options: string[]; explanation?: string | null };

/**
 * A question's text, options and explanation in `language`: the Hindi ones when Hindi is chosen and the question
 * has them; English otherwise, and for the options when the Hindi ones do not match them one for one.
 */
export function questionIn<Question extends Texts & { hi: Texts | null }>(
  question: Question,
  language: ExamLanguage,
): Required<Texts> {
  const english = {
    questionText: question.questionText,
    options: question.options,
    explanation: question.explanation ?? null,
  };
  const { hi } = question;
  if (language !== 'hi' || !hi) return english;
  return {
    questionText: hi.questionText,
    options: hi.options.length === question.options.length ? hi.options : question.options,
    explanation: hi.explanation ?? english.explanation,
  };
}
