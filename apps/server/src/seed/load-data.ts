import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BulkTestInput,
  type Checked,
  checkBulkTargetExams,
  checkBulkTests,
  checkEach,
  checkQuestions,
  isRecord,
  Marking,
  PromoCodeForm,
  type PromoCodeInput,
  parseJson,
  QUESTION_MSG,
  type QuestionInput,
  SectionFields,
  type SectionInput,
  TARGET_EXAM_MSG,
  type TargetExamInput,
  TEST_MSG,
} from '@mockprep/contract';

/** The demo content in the admin bulk formats; `npm run build` copies the folder beside dist/main.js. */
export const DEMO_DATA_DIR = fileURLToPath(new URL('./demo-data/', import.meta.url));

export const DEMO_FILES = {
  targetExams: 'target-exams.json',
  mockTests: 'mock-tests.json',
  promoCodes: 'promo-codes.json',
} as const;

/** A section of a demo test: its fields and its questions (from its own file), each with the marks of its own. */
export type DemoSection = Omit<SectionInput, 'questions'> & {
  questions: { question: QuestionInput; marking: Marking | null }[];
};

/**
 * A test of mock-tests.json: the bulk test fields, its target exams by name, its marking, and its questions in
 * order (`questionFile`), or its sections, each with a `questionFile` of its own.
 */
export type DemoTest = {
  test: BulkTestInput;
  targetExamNames: string[];
  marking: Marking | undefined;
  questions: QuestionInput[];
  sections: DemoSection[] | null;
};

/** A section of a demo test as the file gives it: the admin's section fields, and its question file. */
const DemoSectionFields = SectionFields.omit({ questions: true });

export type DemoData = { targetExams: TargetExamInput[]; tests: DemoTest[]; promoCodes: PromoCodeInput[] };

const DAY_MS = 86_400_000;
const PROMO_FILE_MSG = { badJson: 'Invalid JSON format', notArray: 'Data must be an array of promo codes' };

type ArrayTexts = { badJson: string; notArray: string };

/** The items of a file that holds a JSON array, or why it holds none (texts from the contract). */
function readJsonArray(path: string, texts: ArrayTexts): { items: unknown[] } | { error: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { error: 'The file cannot be read' };
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return { error: texts.badJson };
  if (!Array.isArray(parsed.value)) return { error: texts.notArray };
  return { items: parsed.value };
}

/** The admin promo-code form, with validFrom now and validUntil `validForDays` later. */
function checkDemoPromoCodes(items: unknown[], now: Date): Checked<PromoCodeInput> {
  const form = (item: Record<string, unknown>) =>
    PromoCodeForm.safeParse({
      ...item,
      validFrom: now,
      validUntil: new Date(now.getTime() + Number(item.validForDays) * DAY_MS),
    });
  return checkEach(
    items,
    (n) => `Promo code ${n}: `,
    (item) => form(item).error?.issues.map((issue) => issue.message) ?? [],
    (item) => form(item).data as PromoCodeInput,
  );
}

/** The seed-only fields of a test: its target exams by name (known in target-exams.json) and its question file. */
function checkTestLinks(item: unknown, examNames: Set<string>): string[] {
  const test = isRecord(item) ? item : {};
  const names = Array.isArray(test.targetExamNames) ? test.targetExamNames : [];
  const problems: string[] = names.length === 0 ? [TEST_MSG.targetExams] : [];
  for (const name of names) {
    if (!examNames.has(name)) problems.push(`Unknown target exam ${JSON.stringify(name)} (not in target-exams.json)`);
  }
  if (test.marking !== undefined && !Marking.safeParse(test.marking).success) problems.push('Invalid marking');
  if (Array.isArray(test.sections)) {
    test.sections.forEach((section: unknown, i: number) => {
      const parsed = DemoSectionFields.safeParse(section);
      if (!parsed.success)
        problems.push(`Section ${i + 1}: ${parsed.error.issues.map((issue) => issue.message).join(', ')}`);
      if (!isRecord(section) || typeof section.questionFile !== 'string') {
        problems.push(`Section ${i + 1}: questionFile must name a file of questions`);
      }
    });
  } else if (typeof test.questionFile !== 'string') {
    problems.push('questionFile (or sections, each with its questionFile) must name a file of questions');
  }
  return problems;
}

/** The marks of its own each question of a file gives (null: its section's). */
const markingsOf = (items: unknown[]) =>
  items.map((item) => (isRecord(item) && item.marking !== undefined ? Marking.parse(item.marking) : null));

/**
 * Reads the demo files and checks each with the contract's bulk validators; throws one message listing every
 * problem, each naming its file and item, so a broken file seeds nothing.
 */
export function loadDemoData(options: { dir?: string; now: Date }): DemoData {
  const dir = options.dir ?? DEMO_DATA_DIR;
  const problems: string[] = [];
  const report = (file: string, messages: string[]) => problems.push(...messages.map((m) => `${file}: ${m}`));
  const read = (file: string, texts: ArrayTexts) => {
    const result = readJsonArray(join(dir, file), texts);
    if ('error' in result) report(file, [result.error]);
    return 'items' in result ? result.items : [];
  };
  const valid = <T>(file: string, checked: Checked<T>) => {
    report(file, checked.errors);
    return checked.valid;
  };

  const targetExams = valid(
    DEMO_FILES.targetExams,
    checkBulkTargetExams(read(DEMO_FILES.targetExams, TARGET_EXAM_MSG)),
  );
  const examNames = new Set(targetExams.map((exam) => exam.name));
  const testItems = read(DEMO_FILES.mockTests, TEST_MSG);
  const tests = valid(DEMO_FILES.mockTests, checkBulkTests(testItems));
  const links = testItems.map((item, i) => {
    const linkProblems = checkTestLinks(item, examNames);
    report(
      DEMO_FILES.mockTests,
      linkProblems.map((problem) => `Test ${i + 1}: ${problem}`),
    );
    if (linkProblems.length > 0) return null;
    const { targetExamNames, questionFile, marking, sections } = item as {
      targetExamNames: string[];
      questionFile?: string;
      marking?: unknown;
      sections?: Record<string, unknown>[];
    };
    const questionsOf = (file: string) => {
      const items = read(file, QUESTION_MSG);
      const checked = valid(file, checkQuestions(items));
      if (checked.length !== items.length) return [];
      const markings = markingsOf(items);
      return checked.map((question, n) => ({ question, marking: markings[n] ?? null }));
    };
    return {
      targetExamNames,
      marking: marking === undefined ? undefined : Marking.parse(marking),
      questions: questionFile ? questionsOf(questionFile).map((q) => q.question) : [],
      sections:
        sections?.map((section) => ({
          ...DemoSectionFields.parse(section),
          questions: questionsOf(section.questionFile as string),
        })) ?? null,
    };
  });
  const promoCodes = valid(
    DEMO_FILES.promoCodes,
    checkDemoPromoCodes(read(DEMO_FILES.promoCodes, PROMO_FILE_MSG), options.now),
  );
  if (problems.length > 0) {
    throw new Error(`The demo data in ${dir} is broken, nothing was seeded:\n  ${problems.join('\n  ')}`);
  }
  return {
    targetExams,
    tests: tests.map((test, i) => ({ test, ...(links[i] as Omit<DemoTest, 'test'>) })),
    promoCodes,
  };
}
