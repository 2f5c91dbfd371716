import { describe, expect, it } from 'vitest';
import { mathSegments } from './math-segments';

describe('mathSegments', () => {
  it('cuts the text at each pair of dollars', () => {
    expect(mathSegments('If $x^2 = 4$ and $y = 3$, find x + y')).toEqual([
      { math: false, text: 'If ' },
      { math: true, text: 'x^2 = 4' },
      { math: false, text: ' and ' },
      { math: true, text: 'y = 3' },
      { math: false, text: ', find x + y' },
    ]);
  });

  it('keeps an escaped dollar and an unpaired one as text', () => {
    expect(mathSegments('It costs \\$5')).toEqual([{ math: false, text: 'It costs $5' }]);
    expect(mathSegments('Pay $5 today')).toEqual([{ math: false, text: 'Pay $5 today' }]);
    expect(mathSegments('$\\frac{1}{2}$')).toEqual([{ math: true, text: '\\frac{1}{2}' }]);
  });
});
