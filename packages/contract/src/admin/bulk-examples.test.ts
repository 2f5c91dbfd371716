import { describe, expect, it } from 'vitest';
import { BULK_EXAMPLES, QUESTION_FORMAT_EXAMPLES } from './bulk-examples';
import { checkBulkTests } from './mock-tests';
import { checkQuestionFile, checkQuestions } from './questions';
import { checkBulkTargetExams } from './target-exams';

const items = (list: readonly unknown[]) => list as unknown[];

describe('the bulk upload examples of the API document', () => {
  it.each([
    ['questions', checkQuestions(items(BULK_EXAMPLES.questions.questions))],
    ['assign', checkQuestions(items(BULK_EXAMPLES.assign.questions))],
    ['tests', checkBulkTests(items(BULK_EXAMPLES.tests.tests))],
    ['targetExams', checkBulkTargetExams(items(BULK_EXAMPLES.targetExams.targetExams))],
  ])('%s pass the checks the server applies', (_name, checked) => {
    expect(checked.errors).toEqual([]);
  });

  it('show every question type', () => {
    const types = checkQuestions(items(BULK_EXAMPLES.questions.questions)).valid.map((q) => q.type);
    expect(types).toEqual(['single', 'multiple', 'numerical', 'single']);
  });
});

describe('the question formats the admin forms show', () => {
  it('are accepted by both bulk checkers, each as the type it shows', () => {
    const examples = Object.values(QUESTION_FORMAT_EXAMPLES);
    for (const check of [checkQuestions, checkQuestionFile]) {
      const { valid, errors } = check(examples);
      expect(errors).toEqual([]);
      expect(valid.map((q) => q.type)).toEqual(['multiple', 'numerical', 'single']);
      expect(valid[2]?.hi?.options).toEqual(['जयपुर', 'जोधपुर', 'उदयपुर', 'अजमेर']);
    }
  });
});
