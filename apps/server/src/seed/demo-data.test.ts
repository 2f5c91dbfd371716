import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBulkTargetExams, checkBulkTests, checkQuestions, QuestionInput } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_DIR, DEMO_FILES, loadDemoData } from './load-data';

type Item = Record<string, unknown>;

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const questionFiles = readdirSync(join(DEMO_DATA_DIR, 'questions')).map((name) => `questions/${name}`);
const now = new Date('2025-04-01T00:00:00.000Z');

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
    expect(tests.map((test: Item) => test.questionFile).sort()).toEqual([...questionFiles].sort());
  });

  it.each(questionFiles)('%s holds questions in the bulk upload format, four options each', (file) => {
    const items = readJson(DEMO_DATA_DIR, file);
    expect(checkQuestions(items).errors).toEqual([]);
    for (const item of items) {
      const question = QuestionInput.parse(item);
      expect(question.options).toHaveLength(4);
      expect(question.correctOption).toBeLessThan(4);
    }
  });

  it('loads as the seeder reads it: 10 target exams, 14 + 1 tests, 255 questions, 2 promo codes valid for a year', () => {
    const data = loadDemoData({ now });
    expect(data.targetExams).toHaveLength(10);
    expect(data.tests).toHaveLength(15);
    expect(data.tests.flatMap((test) => test.questions)).toHaveLength(255);
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
