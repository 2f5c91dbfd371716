import { z } from 'zod';
import { ATTEMPT_STATUSES } from '../constants';
import { Id, INPUT_LIMITS } from './common';
import { AnswerState, AttemptSection, Marking, SectionResult } from './exam';
import { KeyedQuestion, PublicQuestion } from './mock-test';
import { Page, PageQuery, SearchText } from './paging';

export const AttemptStatus = z.enum(ATTEMPT_STATUSES);

export const AttemptTest = z
  .object({
    _id: z.string(),
    title: z.string(),
    subject: z.string(),
    examType: z.string(),
    duration: z.number().int(),
    /** True when an admin deleted the test: SPEC shows "Test Deleted". */
    deleted: z.boolean(),
  })
  .meta({ id: 'AttemptTest' });
export type AttemptTest = z.infer<typeof AttemptTest>;

/**
 * Starts `test`, or resumes its unfinished attempt. A test the student has submitted starts again only with
 * `retake: true`: a retake is practice, never ranked (the first submitted attempt is the one that counts).
 */
export const StartAttemptBody = z.object({ test: Id, retake: z.boolean().optional() });

/** The running attempt: the server's clock decides the time left (expiresAt − serverNow). */
export const AttemptSession = z
  .object({
    _id: z.string(),
    test: AttemptTest,
    status: AttemptStatus,
    startedAt: z.string(),
    expiresAt: z.string(),
    serverNow: z.string(),
    /** In order; the questions of each follow those of the one before. */
    sections: z.array(AttemptSection),
    resumed: z.boolean(),
  })
  .meta({ id: 'AttemptSession' });
export type AttemptSession = z.infer<typeof AttemptSession>;

/**
 * An unfinished attempt the student can still resume (its time has not run out): `secondsLeft` by the server's
 * clock when it answered.
 */
export const RunningAttempt = z
  .object({
    attemptId: z.string(),
    test: AttemptTest,
    expiresAt: z.string(),
    secondsLeft: z.number().int().min(0),
  })
  .meta({ id: 'RunningAttempt' });
export type RunningAttempt = z.infer<typeof RunningAttempt>;

/** Options in this attempt's shuffled order. */
export const AttemptQuestion = PublicQuestion.extend({
  /** Index of its section in `sections`. */
  section: z.number().int(),
  marking: Marking,
  /** Index into the shuffled options, or null (single-correct). */
  selectedOption: z.number().int().nullable(),
  /** Indexes into the shuffled options (multiple-correct). */
  selectedOptions: z.array(z.number().int()),
  /** The number typed in (numerical), or null. */
  numericAnswer: z.number().nullable(),
  timeSpent: z.number().int(),
}).meta({ id: 'AttemptQuestion' });
export type AttemptQuestion = z.infer<typeof AttemptQuestion>;

export const AttemptQuestions = AttemptSession.omit({ resumed: true })
  .extend({
    saveSeq: z.number().int(),
    questions: z.array(AttemptQuestion),
  })
  .meta({ id: 'AttemptQuestions' });
export type AttemptQuestions = z.infer<typeof AttemptQuestions>;

const OptionIndex = z
  .number({ error: 'selectedOption must be a number or null' })
  .int()
  .min(0)
  .max(INPUT_LIMITS.options);

/** One answer, in the field of its question's type; a null (or an empty list) clears it. */
export const AnswerInput = z.object({
  question: Id,
  /** Single-correct: index into the shuffled options the student saw. */
  selectedOption: OptionIndex.nullable().optional().default(null),
  /** Multiple-correct: indexes into the shuffled options. */
  selectedOptions: z
    .array(OptionIndex, { error: 'selectedOptions must be a list of option numbers' })
    .max(INPUT_LIMITS.options)
    .optional(),
  /** Numerical: the number typed in. */
  numericAnswer: z.number({ error: 'numericAnswer must be a number or null' }).min(-1e9).max(1e9).nullable().optional(),
  timeSpent: z.number().int().min(0).max(INPUT_LIMITS.count).optional().default(0),
});
export type AnswerInput = z.input<typeof AnswerInput>;

export const SaveAnswersBody = z.object({
  answers: z.array(AnswerInput).max(500),
  /** Increases with every save of one attempt; an older save than the stored one is ignored. */
  seq: z.number().int().min(0).max(2_000_000_000),
});
export type SaveAnswersBody = z.input<typeof SaveAnswersBody>;

export const SaveAnswersResult = z
  .object({ saved: z.boolean(), seq: z.number().int(), serverNow: z.string() })
  .meta({ id: 'SaveAnswersResult' });
export type SaveAnswersResult = z.infer<typeof SaveAnswersResult>;

export const SubmitAttemptBody = z.object({
  answers: z.array(AnswerInput).max(500).optional().default([]),
  /** Informative only: the server measures the time itself. */
  timeTaken: z.number().min(0).max(INPUT_LIMITS.count).optional(),
});
export type SubmitAttemptBody = z.input<typeof SubmitAttemptBody>;

/** One line of My Results, the dashboard and the attempted-tests list. */
export const AttemptSummary = z
  .object({
    _id: z.string(),
    test: AttemptTest,
    status: AttemptStatus,
    /** Marks / maximum marks × 100; negative when negative marking took more than was earned. */
    score: z.number(),
    marks: z.number(),
    maxMarks: z.number(),
    accuracy: z.number(),
    correctCount: z.number().int(),
    incorrectCount: z.number().int(),
    unansweredCount: z.number().int(),
    totalQuestions: z.number().int(),
    /** Seconds. */
    timeTaken: z.number().int(),
    /** Rank among the students' counted (first) attempts; null for a later practice attempt. */
    rank: z.number().int().nullable(),
    isCounted: z.boolean(),
    createdAt: z.string(),
    submittedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AttemptSummary' });
export type AttemptSummary = z.infer<typeof AttemptSummary>;

/** My Results' orders (SPEC 2.10): `all` and `recent` newest first, `best` by score (then newest first). */
export const RESULTS_SORTS = ['all', 'recent', 'best'] as const;
export type ResultsSort = (typeof RESULTS_SORTS)[number];

/** `GET /attempts/user`: the student's submitted attempts whose test title or subject contains `search`. */
export const MyAttemptsQuery = z
  .object({
    search: SearchText,
    sort: z.enum(RESULTS_SORTS, { error: 'Sort must be all, recent or best' }).optional().default('all'),
  })
  .extend(PageQuery.shape);
export type MyAttemptsQuery = z.input<typeof MyAttemptsQuery>;
export type MyAttemptsFilters = z.output<typeof MyAttemptsQuery>;

export const AttemptPage = Page(AttemptSummary).meta({ id: 'AttemptPage' });
export type AttemptPage = z.infer<typeof AttemptPage>;

/** The figures of all the student's submitted attempts (0 without any): averages unrounded, in percent. */
export const AttemptStats = z
  .object({
    testsTaken: z.number().int(),
    averageScore: z.number(),
    averageAccuracy: z.number(),
    bestScore: z.number(),
  })
  .meta({ id: 'AttemptStats' });
export type AttemptStats = z.infer<typeof AttemptStats>;

/** One test the student submitted, with its attempts summed up; `lastAttemptId` is the newest of them. */
export const AttemptedTest = z
  .object({
    test: AttemptTest,
    attempts: z.number().int(),
    bestScore: z.number(),
    lastScore: z.number(),
    lastAttemptedAt: z.string(),
    lastAttemptId: z.string(),
  })
  .meta({ id: 'AttemptedTest' });
export type AttemptedTest = z.infer<typeof AttemptedTest>;

/** Tests most recently attempted first; the cursor is the last entry's `lastAttemptId`. */
export const AttemptedTestPage = Page(AttemptedTest).meta({ id: 'AttemptedTestPage' });
export type AttemptedTestPage = z.infer<typeof AttemptedTestPage>;

export const ReviewAnswer = z
  .object({
    /** Options in the order the student saw them. */
    question: KeyedQuestion,
    section: z.number().int(),
    selectedOption: z.number().int().nullable(),
    selectedOptions: z.array(z.number().int()),
    numericAnswer: z.number().nullable(),
    isCorrect: z.boolean(),
    state: AnswerState,
    marks: z.number(),
    timeSpent: z.number().int(),
    /** Seconds all takers spent on it on average (their first attempts), or null before anyone has. */
    averageTime: z.number().int().nullable(),
  })
  .meta({ id: 'ReviewAnswer' });
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const AttemptResult = AttemptSummary.extend({
  user: z.string(),
  percentile: z.number().nullable(),
  participants: z.number().int(),
  /** Marks taken away by negative marking (0 or more). */
  negativeMarks: z.number(),
  sections: z.array(SectionResult),
  /** The answer review with the key; empty while `reviewAvailableAt` is set. */
  answers: z.array(ReviewAnswer),
  /**
   * When the review and the key open, while they are closed: the test (or a question of it) is in a live test
   * whose window (plus the submit grace) has not ended, or in another of the student's attempts still running.
   * Null when open.
   */
  reviewAvailableAt: z.string().nullable(),
}).meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof AttemptResult>;
