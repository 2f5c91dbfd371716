import { describe, expect, it } from 'vitest';
import { BULK_EXAMPLES } from './bulk-examples';
import { checkBulkTests } from './mock-tests';
import { checkQuestions } from './questions';
import { checkBulkTargetExams } from './target-exams';

describe('the bulk upload examples of the API document', () => {
  it.each([
    ['questions', checkQuestions(BULK_EXAMPLES.questions.questions as unknown as unknown[])],
    ['assign', checkQuestions(BULK_EXAMPLES.assign.questions as unknown as unknown[])],
    ['tests', checkBulkTests(BULK_EXAMPLES.tests.tests as unknown as unknown[])],
    ['targetExams', checkBulkTargetExams(BULK_EXAMPLES.targetExams.targetExams as unknown as unknown[])],
  ])('%s pass the checks the server applies', (_name, checked) => {
    expect(checked.errors).toEqual([]);
  });

  it('show every question type', () => {
    const types = checkQuestions(BULK_EXAMPLES.questions.questions as unknown as unknown[]).valid.map((q) => q.type);
    expect(types).toEqual(['single', 'multiple', 'numerical']);
  });
});
