import { z } from 'zod';
import { LEVELS } from '../constants';
import { INPUT_LIMITS, text, tooLongMessage } from '../schemas/common';
import { AnswerRange, MEDIA_MSG, MediaUrl, QUESTION_TYPES, QuestionTranslation, QuestionType } from '../schemas/exam';
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
  addFormCorrect: 'Choose the correct option',
  badTestId: 'Invalid test id',
  type: 'Type must be single, multiple or numerical',
  correctOptions: (max: number) => `Correct options must be one or more different indexes (0-${max})`,
  answer: 'A numerical question needs its answer: a number, or min and max with min not above max',
  numericalOptions: 'A numerical question has no options',
  hiOptions: 'The Hindi options must be as many as the English ones',
  optionImages: 'There are more option images than options',
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

const QuestionFields = z.object({
  questionText: QuestionText,
  type: QuestionType.optional().default('single'),
  options: z.array(text(INPUT_LIMITS.text).trim().min(1)).max(INPUT_LIMITS.options).default([]),
  /** Single-correct: 0-based index into options. */
  correctOption: z.number().int().min(0).max(INPUT_LIMITS.options).optional().default(0),
  /** Multiple-correct: 0-based indexes into options. */
  correctOptions: z.array(z.number().int().min(0).max(INPUT_LIMITS.options)).max(INPUT_LIMITS.options).optional(),
  /** Numerical: the answer, exact (min = max) or a range. */
  answer: z
    .union([z.number().transform((n) => ({ min: n, max: n })), AnswerRange])
    .nullable()
    .optional(),
  explanation: Explanation,
  subject: Subject,
  level: Level,
  /** Hindi text, options and explanation. */
  hi: QuestionTranslation.nullable().optional().default(null),
  /** Uploaded images (POST /admin/media): the question's, and per option its own or null. */
  image: MediaUrl.nullable().optional().default(null),
  optionImages: z.array(MediaUrl.nullable()).max(INPUT_LIMITS.options).optional().default([]),
});

/** A question as the bank stores it: correctOption is a 0-based index; the key in the field of its type. */
export const QuestionInput = QuestionFields.superRefine((q, ctx) => {
  for (const message of keyProblems(q)) ctx.addIssue({ code: 'custom', message, path: ['correctOption'] });
}).transform(normaliseKey);
export type QuestionInput = z.output<typeof QuestionInput>;

const isIndex = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * What is wrong with a question's type, options and key. The test form's question file (`file`) has its own texts
 * and finds no single-correct index valid without options; the bulk upload names the index range.
 */
function keyProblems(q: Record<string, unknown>, file = false): string[] {
  const type = q.type ?? 'single';
  if (!QUESTION_TYPES.includes(type as never)) return [QUESTION_MSG.type];
  const options = Array.isArray(q.options) ? q.options : [];
  const max = Math.max(options.length - 1, 0);
  const problems: string[] = [];
  if (type === 'numerical') {
    if (options.length > 0) problems.push(QUESTION_MSG.numericalOptions);
    const answer = q.answer as { min?: unknown; max?: unknown } | number | undefined | null;
    const range = isNumber(answer) ? { min: answer, max: answer } : answer;
    if (!range || !isNumber(range.min) || !isNumber(range.max) || range.min > range.max) {
      problems.push(QUESTION_MSG.answer);
    }
  } else {
    if (options.length < 2 || options.some(isBlank))
      problems.push(file ? QUESTION_FILE_MSG.options : QUESTION_MSG.options);
    if (type === 'multiple') {
      const keys = Array.isArray(q.correctOptions) ? q.correctOptions : [];
      if (keys.length === 0 || new Set(keys).size !== keys.length || !keys.every((k) => isIndex(k, max))) {
        problems.push(QUESTION_MSG.correctOptions(max));
      }
    } else if (!isIndex(q.correctOption, file ? options.length - 1 : max)) {
      problems.push(file ? QUESTION_FILE_MSG.correct : QUESTION_MSG.correct(max));
    }
  }
  if (q.image !== undefined && q.image !== null && !MediaUrl.safeParse(q.image).success)
    problems.push(MEDIA_MSG.badUrl);
  const optionImages = Array.isArray(q.optionImages) ? q.optionImages : [];
  if (optionImages.some((url) => url !== null && !MediaUrl.safeParse(url).success)) problems.push(MEDIA_MSG.badUrl);
  if (optionImages.length > options.length) problems.push(QUESTION_MSG.optionImages);
  const hi = q.hi as { options?: unknown } | null | undefined;
  if (hi && Array.isArray(hi.options) && hi.options.length > 0 && hi.options.length !== options.length) {
    problems.push(QUESTION_MSG.hiOptions);
  }
  return problems;
}

/** One meaning per type: `correctOptions` sorted for multiple (`correctOption` its first), `answer` for numerical. */
function normaliseKey<
  Q extends Pick<z.output<typeof QuestionFields>, 'type' | 'correctOption' | 'correctOptions' | 'answer'>,
>(q: Q): Q & { correctOptions: number[]; answer: AnswerRange | null } {
  if (q.type === 'multiple') {
    const keys = [...(q.correctOptions ?? [])].sort((a, b) => a - b);
    return { ...q, correctOptions: keys, correctOption: keys[0] ?? 0, answer: null };
  }
  if (q.type === 'numerical') return { ...q, correctOption: 0, correctOptions: [], answer: q.answer ?? null };
  return { ...q, correctOptions: [q.correctOption], answer: null };
}

/** The Hindi part of an item that passed a checker, or null. */
function toTranslation(hi: unknown): QuestionTranslation | null {
  const parsed = QuestionTranslation.safeParse(hi);
  return parsed.success ? parsed.data : null;
}

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
const toQuestionInput = (q: Record<string, unknown>): QuestionInput =>
  normaliseKey({
    questionText: (q.questionText as string).trim(),
    type: (q.type as QuestionInput['type'] | undefined) ?? 'single',
    options: ((q.options as string[] | undefined) ?? []).map((o) => o.trim()),
    correctOption: (q.correctOption as number | undefined) ?? 0,
    correctOptions: q.correctOptions as number[] | undefined,
    answer: typeof q.answer === 'number' ? { min: q.answer, max: q.answer } : (q.answer as QuestionInput['answer']),
    explanation: typeof q.explanation === 'string' && q.explanation.trim() ? q.explanation.trim() : null,
    subject: (q.subject as string).trim(),
    level: q.level as QuestionInput['level'],
    hi: toTranslation(q.hi),
    image: MediaUrl.safeParse(q.image).data ?? null,
    optionImages: Array.isArray(q.optionImages)
      ? q.optionImages.map((url) => MediaUrl.safeParse(url).data ?? null)
      : [],
  });

/** Bulk questions JSON and admin bulk upload (SPEC 5): every problem of every item, "Question N: ..." */
export function checkQuestions(items: unknown[]): Checked<QuestionInput> {
  return checkEach(
    items,
    (n) => `Question ${n}: `,
    (q) => {
      const problems: string[] = [];
      if (isBlank(q.questionText)) problems.push(QUESTION_MSG.text);
      problems.push(...keyProblems(q));
      if (q.hi !== undefined && q.hi !== null && !QuestionTranslation.safeParse(q.hi).success) {
        problems.push('Hindi question text is required');
      }
      if (isBlank(q.subject)) problems.push(QUESTION_MSG.subject);
      if (!LEVELS.includes(q.level as never)) problems.push(QUESTION_MSG.level);
      return [...problems, ...tooLong(q)];
    },
    toQuestionInput,
  );
}

/** Add Question form: exactly four options, the correct one chosen beside it; sent as it is (correctOption 0-based). */
export const AddQuestionForm = z.object({
  questionText: QuestionText,
  options: z
    .array(text(INPUT_LIMITS.text).trim().min(1, QUESTION_MSG.addFormOptions))
    .length(4, QUESTION_MSG.addFormOptions),
  correctOption: z
    .number({ error: QUESTION_MSG.addFormCorrect })
    .int(QUESTION_MSG.addFormCorrect)
    .min(0, QUESTION_MSG.addFormCorrect)
    .max(3, QUESTION_MSG.addFormCorrect),
  explanation: Explanation,
  subject: Subject,
  level: Level,
});
export type AddQuestionForm = z.infer<typeof AddQuestionForm>;

export type QuestionBody = z.input<typeof QuestionInput>;

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
      problems.push(...keyProblems(q, true));
      if (isBlank(q.subject)) problems.push(QUESTION_FILE_MSG.subject);
      if (!LEVELS.includes(q.level as never)) problems.push(QUESTION_FILE_MSG.level);
      return [...problems, ...tooLong(q)];
    },
    toQuestionInput,
  );
}
