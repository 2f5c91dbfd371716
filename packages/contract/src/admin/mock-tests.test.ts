import { describe, expect, it } from 'vitest';
import { checkBulkTests, TEST_MSG, TestForm } from './mock-tests';

const EXAM = '11111111-1111-4111-8111-111111111111';
const OTHER_EXAM = '22222222-2222-4222-8222-222222222222';

/** The first message per field, as the form shows it. */
const firstErrors = (value: unknown) => {
  const result = TestForm.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('TestForm (SPEC 5 "Test form")', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    title: ' Physics Mock 1 ',
    subject: ' Physics ',
    examType: ' JEE ',
    duration: 60,
    type: 'Paid',
    level: 'medium',
    price: 99,
    targetExams: [EXAM],
    ...over,
  });

  it('accepts a complete form and trims the text fields', () => {
    const raw = form();
    expect(TestForm.parse(raw)).toMatchObject({
      title: raw.title.trim(),
      subject: raw.subject.trim(),
      examType: raw.examType.trim(),
      duration: raw.duration,
      price: raw.price,
      isActive: true,
      questions: [],
      targetExams: [EXAM],
    });
  });

  it.each([
    ['title', 'Title is required'],
    ['subject', 'Subject is required'],
    ['examType', 'Exam type is required'],
  ])('requires %s: "%s"', (field, message) => {
    for (const value of ['', '   ', undefined]) {
      expect(firstErrors(form({ [field]: value }))).toEqual({ [field]: message });
    }
  });

  it('accepts a duration of 1 minute', () => {
    expect(TestForm.parse(form({ duration: 1 })).duration).toBe(1);
    expect(TestForm.parse(form({ duration: '1' })).duration).toBe(1);
  });

  it.each([0, -5, '', undefined, 0.5])('rejects duration %j: "Duration must be at least 1 minute"', (duration) => {
    expect(firstErrors(form({ duration }))).toEqual({ duration: 'Duration must be at least 1 minute' });
  });

  it('accepts a price of ₹1 for a Paid test', () => {
    expect(TestForm.parse(form({ price: 1 })).price).toBe(1);
  });

  it.each([0.5, 0, -1, '', undefined, 'abc'])('rejects Paid price %j with only the SPEC message', (price) => {
    expect(firstErrors(form({ price }))).toEqual({ price: 'Price must be at least ₹1 for paid tests' });
  });

  it.each([0, 250, -1, '', undefined])('forces the price of a Free test to 0 (price %j)', (price) => {
    expect(TestForm.parse(form({ type: 'Free', price })).price).toBe(0);
  });

  it.each([[[]], [undefined]])('requires a target exam (%j)', (targetExams) => {
    expect(firstErrors(form({ targetExams }))).toEqual({ targetExams: 'At least one target exam is required' });
  });

  it.each(['level', 'type'])('requires %s', (field) => {
    expect(Object.keys(firstErrors(form({ [field]: undefined })))).toEqual([field]);
  });

  it('requires status to be a boolean when given, and defaults it to Active', () => {
    expect(Object.keys(firstErrors(form({ isActive: 'yes' })))).toEqual(['isActive']);
    expect(TestForm.parse(form({ isActive: false })).isActive).toBe(false);
  });

  it('reports every failing field at once', () => {
    expect(firstErrors(form({ title: '', duration: 0, price: 0.5, targetExams: [] }))).toEqual({
      title: 'Title is required',
      duration: 'Duration must be at least 1 minute',
      price: 'Price must be at least ₹1 for paid tests',
      targetExams: 'At least one target exam is required',
    });
  });
});

describe('TestForm sections and marking', () => {
  const [Q1, Q2, Q3] = [
    '33333333-3333-4333-8333-333333333331',
    '33333333-3333-4333-8333-333333333332',
    '33333333-3333-4333-8333-333333333333',
  ];
  const form = (over: Record<string, unknown>) => ({
    title: 'IBPS PO Prelims',
    subject: 'Banking',
    examType: 'Banking',
    duration: 40,
    type: 'Free',
    level: 'medium',
    targetExams: [EXAM],
    ...over,
  });

  it("takes the sections' questions as the test's, in order, with the default marking filled in", () => {
    const parsed = TestForm.parse(
      form({
        questions: [Q3],
        sections: [
          { name: 'English', minutes: 20, marking: { correct: 1, wrong: -0.25 }, questions: [Q1] },
          { name: 'Reasoning', minutes: 20, questions: [Q2, { question: Q3, marking: { correct: 2 } }] },
        ],
      }),
    );
    expect(parsed.questions).toEqual([Q1, Q2, Q3]);
    expect(parsed.sections?.[0]?.marking).toEqual({ correct: 1, wrong: -0.25, unanswered: 0, partial: false });
    expect(parsed.sections?.[1]?.questions[1]).toEqual({
      question: Q3,
      marking: { correct: 2, wrong: 0, unanswered: 0, partial: false },
    });
  });

  it('refuses timers on some sections only, a duration other than their sum, and a question in two sections', () => {
    expect(
      firstErrors(
        form({
          sections: [
            { name: 'A', minutes: 20, questions: [Q1] },
            { name: 'B', questions: [Q2] },
          ],
        }),
      ),
    ).toEqual({ sections: TEST_MSG.sectionMinutes });
    expect(firstErrors(form({ sections: [{ name: 'A', minutes: 20, questions: [Q1] }] }))).toEqual({
      duration: TEST_MSG.sectionMinutesTotal,
    });
    expect(
      firstErrors(
        form({
          sections: [
            { name: 'A', questions: [Q1] },
            { name: 'B', questions: [Q1] },
          ],
        }),
      ),
    ).toEqual({ sections: TEST_MSG.sectionQuestions });
  });

  it('refuses positive marks for a wrong answer, "attempt any" above the question count, and a nameless section', () => {
    expect(firstErrors(form({ marking: { correct: 4, wrong: 1 } }))).toEqual({
      'marking.wrong': 'Marks for a wrong answer must be 0 or negative',
    });
    expect(firstErrors(form({ sections: [{ name: 'A', attemptAny: 3, questions: [Q1, Q2] }] }))).toEqual({
      'sections.0.attemptAny': TEST_MSG.attemptAny,
    });
    expect(firstErrors(form({ sections: [{ name: ' ', questions: [] }] }))).toEqual({
      'sections.0.name': TEST_MSG.sectionName,
    });
  });
});

describe('checkBulkTests (SPEC 5 "Bulk test JSON")', () => {
  const bulkTest = (over: Record<string, unknown> = {}) => ({
    title: 'Mock 1',
    subject: 'Physics',
    examType: 'JEE',
    duration: 60,
    type: 'Free',
    level: 'easy',
    ...over,
  });

  it('keeps a valid test trimmed, price 0 for Free, active by default', () => {
    const raw = bulkTest({ title: ' Mock 1 ', subject: ' Physics ', examType: ' JEE ', price: 500 });
    expect(checkBulkTests([raw])).toEqual({
      valid: [
        {
          title: raw.title.trim(),
          subject: raw.subject.trim(),
          examType: raw.examType.trim(),
          duration: raw.duration,
          type: 'Free',
          level: 'easy',
          price: 0,
          isActive: true,
          targetExams: [],
        },
      ],
      errors: [],
    });
  });

  it('keeps the price of a Paid test, isActive false, and the target exams with the legacy one merged', () => {
    const raw = bulkTest({ type: 'Paid', price: 1, isActive: false, targetExams: [EXAM], targetExam: OTHER_EXAM });
    const [test] = checkBulkTests([raw]).valid;
    expect(test).toMatchObject({ price: 1, isActive: false, targetExams: [EXAM, OTHER_EXAM] });
    expect(checkBulkTests([bulkTest({ targetExams: [EXAM], targetExam: EXAM })]).valid[0]?.targetExams).toEqual([EXAM]);
  });

  it.each([
    ['title blank', 'Title is required', { title: ' ' }],
    ['title missing', 'Title is required', { title: undefined }],
    ['subject blank', 'Subject is required', { subject: '' }],
    ['examType blank', 'Exam type is required', { examType: '  ' }],
    ['duration 0', 'Duration must be at least 1 minute', { duration: 0 }],
    ['duration missing', 'Duration must be at least 1 minute', { duration: undefined }],
    ['Paid price 0.5', 'Price must be at least ₹1 for paid tests', { type: 'Paid', price: 0.5 }],
    ['Paid price missing', 'Price must be at least ₹1 for paid tests', { type: 'Paid' }],
    ['level unknown', 'Level must be easy, medium, or hard', { level: 'expert' }],
    ['type unknown', 'Type must be Free or Paid', { type: 'free' }],
  ])('%s: "Test 1: %s"', (_, message, over) => {
    expect(checkBulkTests([bulkTest(over)])).toEqual({ valid: [], errors: [`Test 1: ${message}`] });
  });

  it('accepts the boundaries: duration 1 and Paid price 1', () => {
    expect(checkBulkTests([bulkTest({ duration: 1, type: 'Paid', price: 1 })]).errors).toEqual([]);
  });

  it('drops the invalid tests, keeps the valid ones and numbers problems by position', () => {
    const items = [bulkTest({ title: 'A' }), bulkTest({ duration: 0 }), bulkTest({ title: 'C' }), 'not a test'];
    const { valid, errors } = checkBulkTests(items);
    expect(valid.map((t) => t.title)).toEqual(['A', 'C']);
    expect(errors).toEqual([
      'Test 2: Duration must be at least 1 minute',
      'Test 4: Title is required',
      'Test 4: Subject is required',
      'Test 4: Exam type is required',
      'Test 4: Duration must be at least 1 minute',
      'Test 4: Type must be Free or Paid',
      'Test 4: Level must be easy, medium, or hard',
    ]);
  });

  it('has the SPEC texts for a non-array and invalid JSON', () => {
    expect(TEST_MSG.notArray).toBe('Data must be an array of test objects');
    expect(TEST_MSG.badJson).toBe('Invalid JSON format');
  });
});

describe('checkBulkTests marking', () => {
  const item = {
    title: 'NEET Mock',
    subject: 'Biology',
    examType: 'Medical',
    duration: 200,
    type: 'Free',
    level: 'hard',
  };

  it("keeps a test's marking, filled with its defaults, and names what is wrong with one", () => {
    const { valid, errors } = checkBulkTests([
      { ...item, marking: { correct: 4, wrong: -1 } },
      item,
      { ...item, marking: { correct: 0 } },
    ]);
    expect(valid.map((t) => t.marking)).toEqual([{ correct: 4, wrong: -1, unanswered: 0, partial: false }, undefined]);
    expect(errors).toEqual(['Test 3: marking: Marks for a correct answer must be above 0']);
  });
});
