import { z } from 'zod';
import { LEVELS } from '../constants';
import { INPUT_LIMITS, text, tooLongMessage } from '../schemas/common';
import { Level } from '../schemas/mock-test';
import { PageQuery, SearchText } from '../schemas/paging';
import { type Checked, checkEach, isBlank } from './bulk';

export const QUESTION_MSG = {
  created: 'Question created successfully',
  updated: 'Question updated successfully',
  deleted: 'Question deleted successfully',
  notFound: 'Question not found',
  unknownQuestions: 'One or more selected questions do not exist',
  unknownTests: 'One or more selected tests do not exist',
  text: 'Question text is required',
  options: 'At least 2 options are required',
  correct: (max: number) => `Correct option must be a valid index (0-${max})`,
  subject: 'Subject is required',
  level: 'Level must be easy, medium, or hard',
  empty: 'Please enter question data first.',
  badJson: 'Invalid JSON format. Please check your data structure.',
  notArray: 'Invalid JSON format. Expected an array of questions.',
  noTests: 'Please select at least one test to assign questions to',
  addFormOptions: 'All four options are required',
  addFormCorrect: 'Correct option must be a number from 1 to 4',
  badTestId: 'Invalid test id',
} as const;

/** A filter naming a subject or an exam type exactly; empty means no filter. */
export const ExactText = text(INPUT_LIMITS.label)
  .trim()
  .optional()
  .transform((v) => v || undefined);

/**
 * Filters of `GET /api/admin/questions`, and its page (see PageQuery): `search` in the question text, a subject and
 * a level, and `testId` for the questions of one test.
 */
export const AdminQuestionQuery = z
  .object({
    search: SearchText,
    subject: ExactText,
    level: Level.optional(),
    testId: z.uuid({ error: QUESTION_MSG.badTestId }).optional(),
  })
  .extend(PageQuery.shape);
export type AdminQuestionQuery = z.input<typeof AdminQuestionQuery>;
export type AdminQuestionFilters = z.output<typeof AdminQuestionQuery>;

/** A question as the bank stores it: correctOption is a 0-based index. */
const QuestionText = text(INPUT_LIMITS.longText).trim().min(1, QUESTION_MSG.text);
const Explanation = text(INPUT_LIMITS.longText).trim().optional().nullable();
const Subject = text(INPUT_LIMITS.label).trim().min(1, QUESTION_MSG.subject);

export const QuestionInput = z.object({
  questionText: QuestionText,
  options: z.array(text(INPUT_LIMITS.text).trim().min(1)).min(2, QUESTION_MSG.options).max(INPUT_LIMITS.options),
  correctOption: z.number().int().min(0).max(INPUT_LIMITS.options),
  explanation: Explanation,
  subject: Subject,
  level: Level,
});
export type QuestionInput = z.infer<typeof QuestionInput>;

/** Texts over their limits, for both question checkers. */
function tooLong(q: Record<string, unknown>): string[] {
  const limits = {
    questionText: INPUT_LIMITS.longText,
    explanation: INPUT_LIMITS.longText,
    subject: INPUT_LIMITS.label,
  };
  const problems = Object.entries(limits)
    .filter(([key, max]) => typeof q[key] === 'string' && (q[key] as string).length > max)
    .map(([key, max]) => `${key}: ${tooLongMessage(max)}`);
  const options = Array.isArray(q.options) ? q.options : [];
  if (
    options.length > INPUT_LIMITS.options ||
    options.some((o) => typeof o === 'string' && o.length > INPUT_LIMITS.text)
  ) {
    problems.push(`options: at most ${INPUT_LIMITS.options}, each ${tooLongMessage(INPUT_LIMITS.text).toLowerCase()}`);
  }
  return problems;
}

/** An item that passed a checker, normalised (trimmed, explanation null when absent). */
const toQuestionInput = (q: Record<string, unknown>): QuestionInput => ({
  questionText: (q.questionText as string).trim(),
  options: (q.options as string[]).map((o) => o.trim()),
  correctOption: q.correctOption as number,
  explanation: typeof q.explanation === 'string' && q.explanation.trim() ? q.explanation.trim() : null,
  subject: (q.subject as string).trim(),
  level: q.level as QuestionInput['level'],
});

/** Bulk questions JSON and admin bulk upload (SPEC 5): every problem of every item, "Question N: ..." */
export function checkQuestions(items: unknown[]): Checked<QuestionInput> {
  return checkEach(
    items,
    (n) => `Question ${n}: `,
    (q) => {
      const problems: string[] = [];
      if (isBlank(q.questionText)) problems.push(QUESTION_MSG.text);
      const options = Array.isArray(q.options) ? q.options : [];
      if (options.length < 2 || options.some(isBlank)) problems.push(QUESTION_MSG.options);
      const max = Math.max(options.length - 1, 0);
      if (!Number.isInteger(q.correctOption) || (q.correctOption as number) < 0 || (q.correctOption as number) > max) {
        problems.push(QUESTION_MSG.correct(max));
      }
      if (isBlank(q.subject)) problems.push(QUESTION_MSG.subject);
      if (!LEVELS.includes(q.level as never)) problems.push(QUESTION_MSG.level);
      return [...problems, ...tooLong(q)];
    },
    toQuestionInput,
  );
}

/** Add Question form: exactly four options, the correct one typed as 1 to 4 (sent as typed). */
export const AddQuestionForm = z.object({
  questionText: QuestionText,
  options: z
    .array(text(INPUT_LIMITS.text).trim().min(1, QUESTION_MSG.addFormOptions))
    .length(4, QUESTION_MSG.addFormOptions),
  correctOption: z.coerce
    .number({ error: QUESTION_MSG.addFormCorrect })
    .int(QUESTION_MSG.addFormCorrect)
    .min(1, QUESTION_MSG.addFormCorrect)
    .max(4, QUESTION_MSG.addFormCorrect),
  explanation: Explanation,
  subject: Subject,
  level: Level,
});
export type AddQuestionForm = z.infer<typeof AddQuestionForm>;

/** The typed 1-based correct option of the form, as the 0-based index the bank stores. */
export const fromAddQuestionForm = (form: AddQuestionForm): QuestionInput => ({
  ...form,
  correctOption: form.correctOption - 1,
});

export const QUESTION_FILE_MSG = {
  notJsonFile: 'Please select a valid JSON file',
  notArray: 'JSON file must contain an array of questions',
  text: 'Missing or invalid questionText',
  options: 'Must have at least 2 options',
  correct: 'Invalid correctOption index',
  subject: 'Missing subject',
  level: 'Invalid level (must be easy, medium, or hard)',
  badJson: 'Invalid JSON format',
  parseFailed: 'Failed to parse JSON file',
  parsed: (n: number) => `Successfully parsed ${n} questions from JSON file`,
} as const;

/** The question JSON file of the test form (SPEC 5): invalid items are dropped, valid ones kept. */
export function checkQuestionFile(items: unknown[]): Checked<QuestionInput> {
  return checkEach(
    items,
    (n) => `Question ${n}: `,
    (q) => {
      const problems: string[] = [];
      if (typeof q.questionText !== 'string' || q.questionText.trim() === '') problems.push(QUESTION_FILE_MSG.text);
      const options = Array.isArray(q.options) ? q.options : null;
      if (!options || options.length < 2 || options.some(isBlank)) problems.push(QUESTION_FILE_MSG.options);
      if (
        typeof q.correctOption !== 'number' ||
        !Number.isInteger(q.correctOption) ||
        q.correctOption < 0 ||
        q.correctOption > (options?.length ?? 0) - 1
      ) {
        problems.push(QUESTION_FILE_MSG.correct);
      }
      if (isBlank(q.subject)) problems.push(QUESTION_FILE_MSG.subject);
      if (!LEVELS.includes(q.level as never)) problems.push(QUESTION_FILE_MSG.level);
      return [...problems, ...tooLong(q)];
    },
    toQuestionInput,
  );
}
