import { describe, expect, it } from 'vitest';
import { standingText } from './standing';

describe('standingText', () => {
  it('puts the upper half in the top X percent', () => {
    expect(standingText(1, 200)).toBe('Top 1%');
    expect(standingText(3, 10)).toBe('Top 30%');
    expect(standingText(5, 10)).toBe('Top 50%');
  });

  it('tells the lower half how many students they beat', () => {
    expect(standingText(6, 10)).toBe('Better than 40% of students');
    expect(standingText(10, 10)).toBe('Better than 0% of students');
  });

  it('has a line for the only participant and for practice attempts', () => {
    expect(standingText(1, 1)).toBe('You are the first student to take this test');
    expect(standingText(null, 8)).toBe('Practice attempt: only your first attempt is ranked');
  });
});
