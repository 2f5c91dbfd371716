import { checkQuestionFile, checkQuestions } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { QUESTION_FORMAT_EXAMPLES } from './question-formats';

describe('the documented question formats', () => {
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
