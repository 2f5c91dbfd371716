import { z } from 'zod';
import { LEVELS, TEST_TYPES } from '../constants';
import { INPUT_LIMITS, text, tooLargeMessage } from './common';
import { AnswerRange, QuestionTranslation, QuestionType, TestSection } from './exam';
import { Page, PageQuery, SearchText } from './paging';
import { TargetExamRef } from './target-exam';

export const Level = z.enum(LEVELS);
export type Level = z.infer<typeof Level>;
export const TestType = z.enum(TEST_TYPES);
export type TestType = z.infer<typeof TestType>;

export const Test = z
  .object({
    _id: z.string(),
    title: z.string(),
    subject: z.string(),
    examType: z.string(),
    level: Level,
    type: TestType,
    /** Rupees; 0 for Free. */
    price: z.number(),
    /** Minutes. */
    duration: z.number().int(),
    questionCount: z.number().int(),
    targetExams: z.array(TargetExamRef),
    targetExam: z.string().nullable(),
    isActive: z.boolean(),
    /** Whether the current student may take it: Free, or bought. */
    hasAccess: z.boolean(),
    /** Live window, or null for an ordinary test. */
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Test' });
export type Test = z.infer<typeof Test>;

/** The signed-in student's own attempts of a test: what its page and its card offer (Start, Resume, Retake). */
export const MyAttempts = z
  .object({
    /** The unfinished attempt: resumable for `secondsLeft` more (the server's clock, when it answered). */
    running: z.object({ attemptId: z.string(), expiresAt: z.string(), secondsLeft: z.number().int() }).nullable(),
    /** The submitted attempts: how many, the best score (%) among them and the latest one (its result). */
    submitted: z
      .object({ count: z.number().int().min(1), bestScore: z.number(), lastAttemptId: z.string() })
      .nullable(),
  })
  .meta({ id: 'MyAttempts' });
export type MyAttempts = z.infer<typeof MyAttempts>;

/** A test as a student reads it (the catalogue, quizzes, live tests, its page), with their own attempts of it. */
export const StudentTest = Test.extend({ mine: MyAttempts }).meta({ id: 'StudentTest' });
export type StudentTest = z.infer<typeof StudentTest>;

/** A test's page: with its sections, what the instructions show before Start. */
export const TestDetail = StudentTest.extend({ sections: z.array(TestSection) }).meta({ id: 'TestDetail' });
export type TestDetail = z.infer<typeof TestDetail>;

/** Target exam ids as `a,b`, as repeated parameters (`targetExams=a&targetExams=b`), or both. */
const idList = z
  .union([text(INPUT_LIMITS.text), z.array(text(INPUT_LIMITS.text)).max(INPUT_LIMITS.options)])
  .optional()
  .transform((v) =>
    [v ?? []]
      .flat()
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Filters of `GET /api/tests`, and its page (see PageQuery): newest first. */
export const TestListQuery = z
  .object({
    examType: text(INPUT_LIMITS.label).trim().optional(),
    subject: text(INPUT_LIMITS.label).trim().optional(),
    level: Level.optional(),
    type: TestType.optional(),
    /** Tests linked to any of these target exams. */
    targetExams: idList.pipe(z.array(z.uuid({ error: 'Invalid target exam id' }))),
    /** Longest duration in minutes. */
    maxDuration: z.coerce
      .number()
      .int()
      .min(1)
      .max(INPUT_LIMITS.minutes, tooLargeMessage(INPUT_LIMITS.minutes))
      .optional(),
    /** Matched in the title or the subject. */
    search: SearchText,
  })
  .extend(PageQuery.shape);
export type TestListQuery = z.input<typeof TestListQuery>;
export type TestListFilters = z.output<typeof TestListQuery>;

/** A page of the catalogue (or of Free Quizzes), with how many tests match. */
export const TestPage = Page(StudentTest).meta({ id: 'TestPage' });
export type TestPage = z.infer<typeof TestPage>;

export const TestFilters = z
  .object({
    examTypes: z.array(z.string()),
    subjects: z.array(z.string()),
    levels: z.array(Level),
    types: z.array(TestType),
    targetExams: z.array(TargetExamRef),
  })
  .meta({ id: 'TestFilters' });
export type TestFilters = z.infer<typeof TestFilters>;

/** A question as a student sees it before submitting: never the key or the explanation. */
export const PublicQuestion = z
  .object({
    _id: z.string(),
    questionText: z.string(),
    /** Empty for a numerical question. */
    options: z.array(z.string()),
    type: QuestionType,
    /** The Hindi text and options (in the same order as `options`), when the question has them. */
    hi: QuestionTranslation.omit({ explanation: true }).nullable(),
    /** An uploaded image shown with the question (/media/...), or null. */
    image: z.string().nullable(),
    /** Per option (in `options` order), its image or null; empty when no option has one. */
    optionImages: z.array(z.string().nullable()),
    subject: z.string(),
    level: Level,
  })
  .meta({ id: 'PublicQuestion' });
export type PublicQuestion = z.infer<typeof PublicQuestion>;

/** A question with its key: for the answer review after submitting, and for admins. */
export const KeyedQuestion = PublicQuestion.extend({
  /** 0-based, into `options` as given: the single answer, or the first of a multiple-correct question's. */
  correctOption: z.number().int(),
  /** Every correct option (one for a single-correct question, none for a numerical one). */
  correctOptions: z.array(z.number().int()),
  /** A numerical question's key; null for the others. */
  answer: AnswerRange.nullable(),
  explanation: z.string().nullable(),
  hi: QuestionTranslation.nullable(),
}).meta({ id: 'KeyedQuestion' });
export type KeyedQuestion = z.infer<typeof KeyedQuestion>;

export const LiveStatus = z.enum(['upcoming', 'live', 'ended']);
export type LiveStatus = z.infer<typeof LiveStatus>;

export const LiveTest = StudentTest.extend({
  liveStatus: LiveStatus,
  registered: z.boolean(),
  registrations: z.number().int(),
}).meta({ id: 'LiveTest' });
export type LiveTest = z.infer<typeof LiveTest>;

/**
 * A page of live tests in their order (live, then upcoming soonest first, then ended latest first), with how many
 * there are in each state.
 */
export const LiveTestPage = Page(LiveTest)
  .extend({ counts: z.object({ live: z.number().int(), upcoming: z.number().int(), ended: z.number().int() }) })
  .meta({ id: 'LiveTestPage' });
export type LiveTestPage = z.infer<typeof LiveTestPage>;

export const LiveRegistration = z.object({ registered: z.literal(true) }).meta({ id: 'LiveRegistration' });
