import { checkQuestions } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import TEMPLATE from './questions-template.json';

describe('the downloadable questions template', () => {
  it('passes the contract: four single-correct questions, then a multiple, a numerical and a Hindi one', () => {
    const { valid, errors } = checkQuestions(TEMPLATE);
    expect(errors).toEqual([]);
    expect(valid.map((q) => q.type)).toEqual([
      'single',
      'single',
      'single',
      'single',
      'multiple',
      'numerical',
      'single',
    ]);
    expect(valid[6]?.hi?.questionText).toBe('राजस्थान की राजधानी क्या है?');
  });
});
