import type { AnswerInput, AttemptQuestion, QuestionType } from '@mockprep/contract';

/**
 * A question's answer, read by its type: the option shown (single), the options ticked in shown order, never
 * empty (multiple), or the number typed in (numerical). A plain number for a single answer keeps the local
 * copies written before question types readable.
 */
export type Answer = number | number[];

/** What the answer model needs to know of a question. */
export type PaperQuestion = Pick<AttemptQuestion, '_id' | 'type' | 'options' | 'section'>;

/** The answer the server holds for a question, or null. */
export function serverAnswer(question: AttemptQuestion): Answer | null {
  if (question.type === 'multiple') return question.selectedOptions.length > 0 ? [...question.selectedOptions] : null;
  if (question.type === 'numerical') return question.numericAnswer;
  return question.selectedOption;
}

const isOption = (question: PaperQuestion, value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < question.options.length;

/** Whether `value` is an answer this question can take (null, a cleared answer, always can). */
export function fitsQuestion(question: PaperQuestion, value: unknown): value is Answer | null {
  if (value === null) return true;
  if (question.type === 'multiple') {
    return Array.isArray(value) && value.length > 0 && value.every((option) => isOption(question, option));
  }
  if (question.type === 'numerical') return typeof value === 'number' && Number.isFinite(value);
  return isOption(question, value);
}

/** A stored answer's shape, whatever its question (checked against the question once the paper is known). */
export const isAnswerShape = (value: unknown): value is Answer | null =>
  value === null ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((option) => Number.isInteger(option) && option >= 0));

export function sameAnswer(a: Answer | null | undefined, b: Answer | null | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((option, i) => option === b[i]);
  return a === b;
}

/** A multiple-correct answer with `option` ticked or unticked; nothing ticked is no answer. */
export function toggleOption(answer: Answer | null, option: number): number[] | null {
  const ticked = Array.isArray(answer) ? answer : [];
  const next = ticked.includes(option) ? ticked.filter((o) => o !== option) : [...ticked, option].sort((a, b) => a - b);
  return next.length > 0 ? next : null;
}

/** The answer in the field of its question's type, as the autosave and submit bodies carry it. */
export function answerFields(
  type: QuestionType,
  answer: Answer | null,
): Pick<AnswerInput, 'selectedOption' | 'selectedOptions' | 'numericAnswer'> {
  if (type === 'multiple') return { selectedOptions: Array.isArray(answer) ? answer : [] };
  const value = typeof answer === 'number' ? answer : null;
  return type === 'numerical' ? { numericAnswer: value } : { selectedOption: value };
}
