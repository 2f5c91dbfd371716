import { z } from 'zod';
import { INPUT_LIMITS, text } from './common';

/** How a question is answered: one option, one or more options, or a number typed in. */
export const QUESTION_TYPES = ['single', 'multiple', 'numerical'] as const;
export const QuestionType = z.enum(QUESTION_TYPES, { error: 'Type must be single, multiple or numerical' });
export type QuestionType = z.infer<typeof QuestionType>;

export const EXAM_LANGUAGES = ['en', 'hi'] as const;
export const ExamLanguage = z.enum(EXAM_LANGUAGES, { error: 'Language must be en or hi' });
export type ExamLanguage = z.infer<typeof ExamLanguage>;

const MARKS = 100;

/**
 * Marks for a correct, a wrong and an unanswered question (wrong and unanswered 0 or negative). `partial`: a
 * multiple-correct question earns +1 per correct option chosen when no wrong option is chosen (JEE Advanced).
 */
export const Marking = z
  .object({
    correct: z.number().gt(0, 'Marks for a correct answer must be above 0').max(MARKS),
    wrong: z.number().min(-MARKS).max(0, 'Marks for a wrong answer must be 0 or negative').default(0),
    unanswered: z.number().min(-MARKS).max(0, 'Marks for an unanswered question must be 0 or negative').default(0),
    partial: z.boolean().default(false),
  })
  .meta({ id: 'Marking' });
export type Marking = z.output<typeof Marking>;
export type MarkingInput = z.input<typeof Marking>;

/** Every question of a test made before sections: +1 for a correct answer, nothing taken for a wrong one. */
export const DEFAULT_MARKING: Marking = { correct: 1, wrong: 0, unanswered: 0, partial: false };

/** A numerical question's key: the answer `min` to `max` inclusive (the same number for an exact answer). */
export const AnswerRange = z
  .object({ min: z.number(), max: z.number() })
  .refine((r) => r.min <= r.max, { message: 'The answer range must not end below its start', path: ['max'] })
  .meta({ id: 'AnswerRange' });
export type AnswerRange = z.infer<typeof AnswerRange>;

/** A question's Hindi text: the options in the same order as the English ones. */
export const QuestionTranslation = z
  .object({
    questionText: text(INPUT_LIMITS.longText).trim().min(1, 'Hindi question text is required'),
    options: z.array(text(INPUT_LIMITS.text).trim()).max(INPUT_LIMITS.options).default([]),
    explanation: text(INPUT_LIMITS.longText).trim().nullable().optional().default(null),
  })
  .meta({ id: 'QuestionTranslation' });
export type QuestionTranslation = z.output<typeof QuestionTranslation>;

/** A section as the student reads it: its questions, its timer (minutes, or null) and its marking. */
export const TestSection = z
  .object({
    name: z.string(),
    questionCount: z.number().int(),
    /** Sectional timer: each section in turn, closed for good when its minutes end. Null: the test's clock. */
    minutes: z.number().int().nullable(),
    /** "Attempt any K of N": only the first K answered questions of the section count. */
    attemptAny: z.number().int().nullable(),
    marking: Marking,
    /** The kinds of question in the section, in the order of QUESTION_TYPES. */
    questionTypes: z.array(QuestionType),
  })
  .meta({ id: 'TestSection' });
export type TestSection = z.infer<typeof TestSection>;

/** A section of a running attempt, with its window when it has a timer of its own. */
export const AttemptSection = TestSection.extend({
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
}).meta({ id: 'AttemptSection' });
export type AttemptSection = z.infer<typeof AttemptSection>;

/** One section's part of a result. */
export const SectionResult = z
  .object({
    name: z.string(),
    marks: z.number(),
    maxMarks: z.number(),
    correct: z.number().int(),
    /** Multiple-correct questions that earned part of their marks. */
    partial: z.number().int(),
    wrong: z.number().int(),
    unanswered: z.number().int(),
    total: z.number().int(),
    accuracy: z.number(),
    negativeMarks: z.number(),
    /** Seconds spent on the section's questions. */
    timeSpent: z.number().int(),
  })
  .meta({ id: 'SectionResult' });
export type SectionResult = z.infer<typeof SectionResult>;

export const ANSWER_STATES = ['correct', 'partial', 'wrong', 'unanswered'] as const;
export const AnswerState = z.enum(ANSWER_STATES);
export type AnswerState = z.infer<typeof AnswerState>;

/** Marks rounded to two decimals (thirds of a mark add up to long fractions). */
export const roundMarks = (marks: number) => Math.round(marks * 100) / 100 + 0;

/** A section as a test keeps it (without its questions). */
export type StoredSection = Omit<TestSection, 'questionCount' | 'questionTypes'>;

/** The kinds among `types`, each once, in the order of QUESTION_TYPES. */
export const typesPresent = (types: QuestionType[]): QuestionType[] => QUESTION_TYPES.filter((t) => types.includes(t));

/**
 * What an attempt scores by, fixed at its start: its sections, each with its question count (the questions follow
 * one another in the attempt's order), each question's type, and the marks that differ from their section's.
 */
export type AttemptLayout = {
  sections: (StoredSection & { count: number })[];
  types: QuestionType[];
  /** Question position -> its marking, when it is not its section's. */
  markings: Record<number, Marking>;
};

/** Images an admin uploads for questions and options: the kinds accepted, by MIME type, with their file extension. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export const MAX_IMAGE_BYTES = 1_000_000;
export const MEDIA_MSG = {
  badImage: 'Please choose a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The image is too large: at most 1 MB',
  badUrl: 'An image must be one uploaded here (/media/...)',
} as const;

/** Where an uploaded image is served: named by its content's SHA-256, so it never changes. */
export const MediaUrl = z.string().regex(/^\/media\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/, MEDIA_MSG.badUrl);

/** An image upload: the file as a data URL (`data:image/png;base64,...`). */
export const MediaUploadBody = z.object({
  dataUrl: z
    .string()
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100, MEDIA_MSG.tooLarge)
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/, MEDIA_MSG.badImage),
});
export const UploadedMedia = z.object({ url: z.string() }).meta({ id: 'UploadedMedia' });
export type UploadedMedia = z.infer<typeof UploadedMedia>;
