import { describe, expect, it } from 'vitest';
import { displayName, displayTestTitle, medalFor, timeTakenText } from './entry-display';

describe('entry display', () => {
  it('gives medals to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4].map(medalFor)).toEqual(['🥇', '🥈', '🥉', undefined]);
  });

  it('shows N/A for a missing time and h m s otherwise', () => {
    expect(timeTakenText(0)).toBe('N/A');
    expect(timeTakenText(null)).toBe('N/A');
    expect(timeTakenText(250)).toBe('4m 10s');
  });

  it('falls back to Unknown User and Unknown Test', () => {
    expect(displayName('  ')).toBe('Unknown User');
    expect(displayName('Asha')).toBe('Asha');
    expect(displayTestTitle('')).toBe('Unknown Test');
  });
});
