import {
  type AdminTest,
  DEFAULT_MARKING,
  type MarkingInput,
  type QuestionInput,
  sectionQuestion,
  type TestForm,
  type TestInput,
} from '@mockprep/contract';

/** A section as the test form edits it: its questions keep the marks of their own (null: the section's). */
export type SectionDraft = {
  name: string;
  minutes: number | null;
  attemptAny: number | null;
  marking: MarkingInput;
  questions: { question: string; marking: MarkingInput | null }[];
};

export const newSection = (marking: MarkingInput = DEFAULT_MARKING): SectionDraft => ({
  name: '',
  minutes: null,
  attemptAny: null,
  marking: { ...marking },
  questions: [],
});

/** The sections of a stored test as they came (every test has at least one), or one empty section for a new test. */
export const sectionDrafts = (test?: AdminTest): SectionDraft[] =>
  test?.sections.length
    ? test.sections.map((section) => ({
        ...section,
        marking: { ...section.marking },
        questions: section.questions.map((q) => ({ ...q })),
      }))
    : [newSection()];

export const questionIds = (section: Pick<SectionDraft, 'questions'>) => section.questions.map((q) => q.question);

/** A section's questions as `ids` in their order, each keeping the marks of its own it had. */
export function withQuestions(section: Pick<SectionDraft, 'questions'>, ids: string[]): SectionDraft['questions'] {
  const own = new Map(section.questions.map((q) => [q.question, q.marking]));
  return ids.map((question) => ({ question, marking: own.get(question) ?? null }));
}

/**
 * A lone section the form's whole-test marking says all about: no timer, no "attempt any", no question with
 * marks of its own, and named after the subject (the server names it so).
 */
function isPlain(section: NonNullable<TestInput['sections']>[number], subject: string) {
  return (
    section.minutes === null &&
    section.attemptAny === null &&
    section.questions.every((q) => typeof q === 'string' || q.marking === null) &&
    (section.name === '' || section.name === subject)
  );
}

/**
 * What the form sends: a test with one plain section as its marking and question list (as tests were before
 * sections), any other test with its sections as edited.
 */
export function toTestBody(input: TestInput): TestInput {
  const [only, ...others] = input.sections ?? [];
  if (only && others.length === 0 && isPlain(only, input.subject)) {
    const { sections: _sections, ...flat } = input;
    return { ...flat, marking: only.marking };
  }
  return input;
}

/** Before checking the form: a lone section's name, which the form does not show, is the subject's. */
export function withLoneSectionName(values: TestForm): TestForm {
  const [only, ...others] = values.sections ?? [];
  if (!only || others.length > 0 || only.name.trim() !== '') return values;
  return { ...values, sections: [{ ...only, name: values.subject }] };
}

/** The test to save again with `order` as its questions: each keeps its section, a new one joins the last. */
export function testFormOf(test: AdminTest, order: string[]): TestForm {
  const sections = sectionDrafts(test);
  const home = new Map(sections.flatMap((section, index) => questionIds(section).map((id) => [id, index] as const)));
  const last = sections.length - 1;
  return {
    title: test.title,
    subject: test.subject,
    examType: test.examType,
    duration: test.duration,
    type: test.type,
    level: test.level,
    price: test.price,
    isActive: test.isActive,
    targetExams: test.targetExams.map((exam) => exam._id),
    startsAt: test.startsAt ? new Date(test.startsAt) : null,
    endsAt: test.endsAt ? new Date(test.endsAt) : null,
    sections: sections.map((section, index) => ({
      ...section,
      questions: withQuestions(
        section,
        order.filter((id) => (home.get(id) ?? last) === index),
      ),
    })),
  };
}

/** What the test form saves: the test, and per section (in order) the questions of its JSON file still to create. */
export type TestSave = { body: TestInput; files: QuestionInput[][] };

/** The test with the questions created from its sections' files (`created`, per section) added at each one's end. */
export function withFileQuestions(body: TestInput, created: string[][]): TestInput {
  if (!body.sections) return { ...body, questions: [...body.questions, ...created.flat()] };
  const sections = body.sections.map((section, index) => ({
    ...section,
    questions: [...section.questions, ...(created[index] ?? [])],
  }));
  return { ...body, sections, questions: sections.flatMap((s) => s.questions.map((q) => sectionQuestion(q).question)) };
}
