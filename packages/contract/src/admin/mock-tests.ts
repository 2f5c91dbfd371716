import { z } from 'zod';
import { DEFAULT_TEST_DURATION, LEVELS, TEST_TYPES } from '../constants';
import {
  DATE_RANGE_MESSAGE,
  DATE_TIME,
  Id,
  INPUT_LIMITS,
  inDateRange,
  text,
  tooLargeMessage,
  tooLongMessage,
} from '../schemas/common';
import { Marking } from '../schemas/exam';
import { Level, TestType } from '../schemas/mock-test';
import { PageQuery, SearchText } from '../schemas/paging';
import { type Checked, checkEach, isBlank } from './bulk';
import { ExactText } from './questions';

export const TEST_MSG = {
  created: 'Test created successfully',
  updated: 'Test updated successfully',
  deleted: 'Test deleted successfully',
  title: 'Title is required',
  subject: 'Subject is required',
  examType: 'Exam type is required',
  duration: 'Duration must be at least 1 minute',
  price: 'Price must be at least ₹1 for paid tests',
  targetExams: 'At least one target exam is required',
  level: 'Level must be easy, medium, or hard',
  type: 'Type must be Free or Paid',
  notArray: 'Data must be an array of test objects',
  badJson: 'Invalid JSON format',
  liveBoth: 'A live test needs both a start and an end time',
  liveOrder: 'The live window must end after it starts',
  status: 'Status must be active or inactive',
  sectionName: 'Section name is required',
  sectionMinutes: 'Section timers must be given for every section or for none',
  sectionMinutesTotal: "With section timers, the duration is the sum of the sections' minutes",
  attemptAny: 'Attempt any must be at least 1 and at most the number of questions in the section',
  sectionQuestions: 'A question can be in only one section',
  badTargetExam: 'Invalid target exam id',
} as const;

export const TEST_STATUSES = ['active', 'inactive'] as const;

/**
 * Filters of `GET /api/admin/tests`, and its page (see PageQuery): `search` in the title, the test's type, level,
 * exam type, status and one of its target exams.
 */
export const AdminTestQuery = z
  .object({
    search: SearchText,
    type: TestType.optional(),
    level: Level.optional(),
    examType: ExactText,
    status: z.enum(TEST_STATUSES, { error: TEST_MSG.status }).optional(),
    targetExam: z.uuid({ error: TEST_MSG.badTargetExam }).optional(),
  })
  .extend(PageQuery.shape);
export type AdminTestQuery = z.input<typeof AdminTestQuery>;
export type AdminTestFilters = z.output<typeof AdminTestQuery>;

const optionalDate = z
  .preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .date({ error: 'Please enter a valid date and time' })
      .refine(inDateRange, DATE_RANGE_MESSAGE)
      .meta(DATE_TIME)
      .nullable(),
  )
  .optional()
  .default(null);

const required = (message: string) => text(INPUT_LIMITS.label, { error: message }).trim().min(1, message);

/** A question of a section, with marks of its own when they differ from the section's (GATE's 1 and 2 marks). */
const SectionQuestion = z.union([Id, z.object({ question: Id, marking: Marking.nullable().optional().default(null) })]);

/** A section of a test: its name, questions in order, optional timer and "attempt any", and its marking. */
export const SectionFields = z.object({
  name: text(INPUT_LIMITS.label).trim().min(1, TEST_MSG.sectionName),
  minutes: z.number().int().min(1).max(INPUT_LIMITS.minutes).nullable().optional().default(null),
  attemptAny: z.number().int().min(1, TEST_MSG.attemptAny).max(INPUT_LIMITS.ids).nullable().optional().default(null),
  marking: Marking.optional(),
  questions: z.array(SectionQuestion).max(INPUT_LIMITS.ids).default([]),
});
export const SectionInput = SectionFields.refine((s) => s.attemptAny === null || s.attemptAny <= s.questions.length, {
  message: TEST_MSG.attemptAny,
  path: ['attemptAny'],
});
export type SectionInput = z.output<typeof SectionInput>;

/** A section question as an id and the marks of its own (null: the section's). */
export const sectionQuestion = (q: z.output<typeof SectionQuestion>) =>
  typeof q === 'string' ? { question: q, marking: null } : q;
const sectionQuestionId = (q: z.output<typeof SectionQuestion>) => sectionQuestion(q).question;

const Duration = z.coerce
  .number({ error: TEST_MSG.duration })
  .int(TEST_MSG.duration)
  .min(1, TEST_MSG.duration)
  .max(INPUT_LIMITS.minutes, tooLargeMessage(INPUT_LIMITS.minutes));

const TestFields = z.object({
  title: required(TEST_MSG.title),
  subject: required(TEST_MSG.subject),
  examType: required(TEST_MSG.examType),
  duration: Duration,
  type: TestType,
  level: Level,
  /** Not a number counts as 0: a Paid test then gets the SPEC message, a Free one is forced to 0 below. */
  price: z.coerce
    .number()
    .catch(0)
    .pipe(z.number().max(INPUT_LIMITS.amount, tooLargeMessage(INPUT_LIMITS.amount))),
  isActive: z.boolean().optional().default(true),
  questions: z.array(Id).max(INPUT_LIMITS.ids).optional().default([]),
  targetExams: z.array(Id, { error: TEST_MSG.targetExams }).min(1, TEST_MSG.targetExams).max(INPUT_LIMITS.ids),
  /** Optional live window: both or neither. */
  startsAt: optionalDate,
  endsAt: optionalDate,
  /** The marking of every question when the test has no sections (default +1, 0 for a wrong answer). */
  marking: Marking.optional(),
  /** Sections in order; when given, their questions are the test's (and `questions` is ignored). */
  sections: z.array(SectionInput).max(INPUT_LIMITS.options).optional(),
});
type TestFields = z.output<typeof TestFields>;

function checkTest(test: TestFields, ctx: z.RefinementCtx) {
  if (test.sections) {
    const timed = test.sections.filter((s) => s.minutes !== null);
    if (timed.length > 0 && timed.length !== test.sections.length) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: TEST_MSG.sectionMinutes });
    } else if (timed.length > 0 && timed.reduce((sum, s) => sum + (s.minutes ?? 0), 0) !== test.duration) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: TEST_MSG.sectionMinutesTotal });
    }
    const ids = test.sections.flatMap((s) => s.questions.map(sectionQuestionId));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: TEST_MSG.sectionQuestions });
  }
  if (test.type === 'Paid' && test.price < 1)
    ctx.addIssue({ code: 'custom', path: ['price'], message: TEST_MSG.price });
  if (Boolean(test.startsAt) !== Boolean(test.endsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: TEST_MSG.liveBoth });
  } else if (test.startsAt && test.endsAt && test.endsAt <= test.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: TEST_MSG.liveOrder });
  }
}

const toTestInput = (test: TestFields) => ({
  ...test,
  price: test.type === 'Free' ? 0 : test.price,
  questions: test.sections ? test.sections.flatMap((s) => s.questions.map(sectionQuestionId)) : test.questions,
});

/** The admin test form (SPEC 5 "Test form") and `PUT /admin/tests/{id}`; price in rupees, 0 for Free. */
export const TestForm = TestFields.superRefine(checkTest).transform(toTestInput);
/** `POST /admin/tests`: the test form, with SPEC 3's defaults for a duration, type or level left out. */
export const NewTestBody = TestFields.extend({
  duration: Duration.default(DEFAULT_TEST_DURATION),
  type: TestType.default('Free'),
  level: Level.default('medium'),
})
  .superRefine(checkTest)
  .transform(toTestInput);
export type TestForm = z.input<typeof TestForm>;
export type TestInput = z.output<typeof TestForm>;

/** Bulk test JSON (SPEC 5): each test checked, messages "Test N: ...". Target exams are optional here. */
export type BulkTestInput = Omit<TestInput, 'targetExams' | 'questions' | 'startsAt' | 'endsAt' | 'sections'> & {
  targetExams: string[];
};

export function checkBulkTests(items: unknown[]): Checked<BulkTestInput> {
  return checkEach(
    items,
    (n) => `Test ${n}: `,
    (t) => {
      const problems: string[] = [];
      if (isBlank(t.title)) problems.push(TEST_MSG.title);
      if (isBlank(t.subject)) problems.push(TEST_MSG.subject);
      if (isBlank(t.examType)) problems.push(TEST_MSG.examType);
      for (const key of ['title', 'subject', 'examType'] as const) {
        if (typeof t[key] === 'string' && t[key].length > INPUT_LIMITS.label) {
          problems.push(`${key}: ${tooLongMessage(INPUT_LIMITS.label)}`);
        }
      }
      if (!(Number(t.duration) >= 1)) problems.push(TEST_MSG.duration);
      if (Number(t.duration) > INPUT_LIMITS.minutes)
        problems.push(`duration: ${tooLargeMessage(INPUT_LIMITS.minutes)}`);
      if (Number(t.price) > INPUT_LIMITS.amount) problems.push(`price: ${tooLargeMessage(INPUT_LIMITS.amount)}`);
      if (!TEST_TYPES.includes(t.type as never)) problems.push(TEST_MSG.type);
      if (t.type === 'Paid' && !(Number(t.price) >= 1)) problems.push(TEST_MSG.price);
      if (!LEVELS.includes(t.level as never)) problems.push(TEST_MSG.level);
      const marking = t.marking === undefined ? null : Marking.safeParse(t.marking);
      if (marking && !marking.success) problems.push(...marking.error.issues.map((i) => `marking: ${i.message}`));
      return problems;
    },
    (t) => {
      const many = Array.isArray(t.targetExams)
        ? (t.targetExams as unknown[]).filter((x) => typeof x === 'string')
        : [];
      const legacy = typeof t.targetExam === 'string' ? [t.targetExam] : [];
      return {
        title: (t.title as string).trim(),
        subject: (t.subject as string).trim(),
        examType: (t.examType as string).trim(),
        duration: Math.floor(Number(t.duration)),
        type: t.type as BulkTestInput['type'],
        level: t.level as BulkTestInput['level'],
        price: t.type === 'Paid' ? Number(t.price) : 0,
        isActive: t.isActive !== false,
        targetExams: [...new Set([...(many as string[]), ...legacy])],
        marking: t.marking === undefined ? undefined : Marking.parse(t.marking),
      };
    },
  );
}
