import { describe, expect, it } from 'vitest';
import { mathSegments } from './math-segments';

describe('mathSegments', () => {
  it('splits inline and displayed formulas from the text around them', () => {
    expect(mathSegments('If $x^2 = 4$, then $$x = \\pm 2$$ holds.')).toEqual([
      { kind: 'text', text: 'If ' },
      { kind: 'math', tex: 'x^2 = 4', display: false },
      { kind: 'text', text: ', then ' },
      { kind: 'math', tex: 'x = \\pm 2', display: true },
      { kind: 'text', text: ' holds.' },
    ]);
  });

  it('keeps an escaped or a lone dollar sign as text', () => {
    expect(mathSegments('It costs \\$5 and $3')).toEqual([{ kind: 'text', text: 'It costs $5 and $3' }]);
  });

  it('leaves text without maths whole', () => {
    expect(mathSegments('What is 2 + 2?')).toEqual([{ kind: 'text', text: 'What is 2 + 2?' }]);
  });
});
