import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBulkTargetExams, checkBulkTests, checkQuestions } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_DIR, DEMO_FILES, type DemoTest, loadDemoData } from './load-data';

type Item = Record<string, unknown>;

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const questionFiles = readdirSync(join(DEMO_DATA_DIR, 'questions')).map((name) => `questions/${name}`);
const now = new Date('2025-04-01T00:00:00.000Z');

/** The question files of a test of mock-tests.json: its own, or its sections' in order. */
const filesOf = (test: Item): string[] =>
  Array.isArray(test.sections)
    ? test.sections.map((section: Item) => section.questionFile as string)
    : [test.questionFile as string];

/** A copy of the demo data with some files' items changed. */
function copyWith(edits: Record<string, (items: Item[]) => void>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mockprep-demo-data-'));
  cpSync(DEMO_DATA_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const items = readJson(dir, file);
    edit(items);
    writeFileSync(join(dir, file), JSON.stringify(items));
  }
  return dir;
}

describe('demo data', () => {
  it('holds the target exams and the tests in the admin bulk formats, each question file used by one test', () => {
    const exams = readJson(DEMO_DATA_DIR, DEMO_FILES.targetExams);
    expect(checkBulkTargetExams(exams).errors).toEqual([]);
    const tests = readJson(DEMO_DATA_DIR, DEMO_FILES.mockTests);
    expect(checkBulkTests(tests).errors).toEqual([]);
    expect(tests.flatMap(filesOf).sort()).toEqual([...questionFiles].sort());
  });

  it.each(questionFiles)(
    '%s holds questions in the bulk upload format, four options each but for numerical ones',
    (file) => {
      const items = readJson(DEMO_DATA_DIR, file);
      const { valid, errors } = checkQuestions(items);
      expect(errors).toEqual([]);
      expect(valid.map((question) => question.options.length)).toEqual(
        valid.map((question) => (question.type === 'numerical' ? 0 : 4)),
      );
    },
  );

  it('loads as the seeder reads it: 10 target exams, 20 tests, 255 + 86 questions, 2 promo codes valid for a year', () => {
    const data = loadDemoData({ now });
    expect(data.targetExams).toHaveLength(10);
    expect(data.tests).toHaveLength(20);
    expect(data.tests.flatMap((test) => test.questions)).toHaveLength(255);
    const sectionQuestions = data.tests.flatMap((test) => test.sections ?? []).flatMap((section) => section.questions);
    expect(sectionQuestions).toHaveLength(86);
    const yearAhead = new Date(now.getTime() + 365 * 86_400_000);
    const terms = {
      validFrom: now,
      validUntil: yearAhead,
      isActive: true,
      applicableTests: [],
      applicableTargetExams: [],
    };
    expect(data.promoCodes).toEqual([
      {
        code: 'WELCOME20',
        description: '20% off your first test series (up to ₹50)',
        discountType: 'percentage',
        discountValue: 20,
        maxDiscount: 50,
        ...terms,
      },
      {
        code: 'FLAT30',
        description: '₹30 off tests of ₹99 or more',
        discountType: 'fixed',
        discountValue: 30,
        minAmount: 99,
        maxUses: 500,
        ...terms,
      },
    ]);
  });

  it('gives the five exam-style mocks their sections, timers, question types, marking and Hindi', () => {
    const tests = new Map(loadDemoData({ now }).tests.map((test) => [test.test.title, test]));
    /** A test's shape: per section its name, timer, and each question as its type and marks of its own, if any. */
    const shape = (title: string) => {
      const demo = tests.get(title) as DemoTest;
      return {
        duration: demo.test.duration,
        free: demo.test.type === 'Free' && demo.test.price === 0,
        targetExamNames: demo.targetExamNames,
        marking: demo.marking,
        sections: demo.sections?.map((section) => ({
          name: section.name,
          minutes: section.minutes,
          attemptAny: section.attemptAny,
          marking: section.marking,
          questions: section.questions.map(({ question, marking }) =>
            marking ? `${question.type} ${marking.correct}/${marking.wrong}` : question.type,
          ),
        })),
      };
    };
    const marks = (correct: number, wrong: number, partial = false) => ({ correct, wrong, unanswered: 0, partial });
    const section = (name: string, questions: string[], minutes: number | null = null) => ({
      name,
      minutes,
      attemptAny: null,
      marking: undefined,
      questions,
    });
    const times = <T>(n: number, what: T): T[] => Array<T>(n).fill(what);
    const jeeMain = [...times(5, 'single'), ...times(2, 'numerical')];
    const jeeAdvanced = [...times(3, 'multiple'), ...times(2, 'numerical 3/0')];

    expect(shape('JEE Main Mock Test 1')).toEqual({
      duration: 60,
      free: true,
      targetExamNames: ['JEE Main', 'JEE Advanced'],
      marking: marks(4, -1),
      sections: ['Physics', 'Chemistry', 'Mathematics'].map((name) => section(name, jeeMain)),
    });
    expect(shape('NEET Mock Test 1')).toEqual({
      duration: 20,
      free: true,
      targetExamNames: ['NEET UG'],
      marking: marks(4, -1),
      sections: ['Physics', 'Chemistry', 'Biology'].map((name) => section(name, times(5, 'single'))),
    });
    const sscSections = [
      'General Intelligence & Reasoning',
      'General Awareness',
      'Quantitative Aptitude',
      'English Comprehension',
    ];
    expect(shape('SSC CGL Tier 1 Mock (English & Hindi)')).toEqual({
      duration: 15,
      free: true,
      targetExamNames: ['SSC CGL'],
      marking: marks(2, -0.5),
      sections: sscSections.map((name) => section(name, times(5, 'single'))),
    });
    expect(shape('IBPS PO Prelims Sectional Mock')).toEqual({
      duration: 60,
      free: true,
      targetExamNames: ['IBPS PO'],
      marking: marks(1, -0.25),
      sections: ['English Language', 'Quantitative Aptitude', 'Reasoning Ability'].map((name) =>
        section(name, times(5, 'single'), 20),
      ),
    });
    expect(shape('JEE Advanced Paper 1 Mock')).toEqual({
      duration: 60,
      free: true,
      targetExamNames: ['JEE Advanced'],
      marking: marks(4, -2, true),
      sections: ['Physics', 'Chemistry', 'Mathematics'].map((name) => section(name, jeeAdvanced)),
    });

    const ssc = tests.get('SSC CGL Tier 1 Mock (English & Hindi)')?.sections ?? [];
    const translated = ssc.map((s) =>
      s.questions.map(({ question }) => (question.hi ? question.hi.options.length : 'none')),
    );
    expect(translated).toEqual([times(5, 4), times(5, 4), times(5, 4), times(5, 'none')]);
    const devanagari = /[\u0900-\u097F]/;
    for (const { question } of ssc.flatMap((s) => s.questions).filter((q) => q.question.hi)) {
      expect(question.hi?.questionText).toMatch(devanagari);
      expect(question.hi?.explanation).toMatch(devanagari);
    }
  });

  it('refuses broken files with one message naming every file and item at fault', () => {
    const dir = copyWith({
      [DEMO_FILES.mockTests]: (tests) => {
        (tests[2] as Item).targetExamNames = ['JEE Main', 'Olympiad'];
        (tests[4] as Item).level = 'tricky';
      },
      'questions/speed-drill-mental-maths.json': (questions) => {
        (questions[1] as Item).correctOption = 4;
      },
    });
    writeFileSync(join(dir, DEMO_FILES.promoCodes), '[{ "code": "WELCOME20", ');
    expect(() => loadDemoData({ dir, now })).toThrow(
      [
        `The demo data in ${dir} is broken, nothing was seeded:`,
        'mock-tests.json: Test 5: Level must be easy, medium, or hard',
        'mock-tests.json: Test 3: Unknown target exam "Olympiad" (not in target-exams.json)',
        'questions/speed-drill-mental-maths.json: Question 2: Correct option must be a valid index (0-3)',
        'promo-codes.json: Invalid JSON format',
      ].join('\n  '),
    );
  });
});
