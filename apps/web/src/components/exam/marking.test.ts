import { describe, expect, it } from 'vitest';
import { signedMarks } from './marking';

describe('signedMarks', () => {
  it('prints marks with a plus or a minus sign, thirds to two decimals', () => {
    expect([4, -1, 0, -0.25, -1 / 3, -2 / 3, 2].map(signedMarks)).toEqual([
      '+4',
      '\u22121',
      '0',
      '\u22120.25',
      '\u22120.33',
      '\u22120.67',
      '+2',
    ]);
  });
});
