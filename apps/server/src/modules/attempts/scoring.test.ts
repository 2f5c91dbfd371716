import { accuracyPercent, formatClock, formatDuration, percentile, scorePercent } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { scoreAnswers, timeTakenSeconds, wronglyAnswered } from './scoring';
import { applyOrder, randomOrder, toOriginal, toShown } from './shuffle';

const ids = ['q1', 'q2', 'q3', 'q4'];
const key = new Map([
  ['q1', 0],
  ['q2', 1],
  ['q3', 2],
  ['q4', 3],
]);

describe('wronglyAnswered', () => {
  it('lists the questions answered with another option than the key; right, blank and keyless ones are none', () => {
    const answers = {
      q1: { o: 1, t: 5 },
      q2: { o: 1, t: 5 },
      q3: { o: null, t: 5 },
      q4: { o: 0, t: 5 },
      gone: { o: 2, t: 5 },
    };
    expect(wronglyAnswered(key, answers)).toEqual(['q1', 'q4']);
    expect(wronglyAnswered(key, {})).toEqual([]);
  });
});

describe('scoreAnswers', () => {
  it('none answered: score 0, accuracy 0, all unanswered', () => {
    expect(scoreAnswers(ids, key, {})).toEqual({
      correctCount: 0,
      incorrectCount: 0,
      unansweredCount: 4,
      totalQuestions: 4,
      score: 0,
      accuracy: 0,
    });
  });
  it('all answered, three right', () => {
    const answers = { q1: { o: 0, t: 5 }, q2: { o: 1, t: 5 }, q3: { o: 2, t: 5 }, q4: { o: 0, t: 5 } };
    expect(scoreAnswers(ids, key, answers)).toMatchObject({
      correctCount: 3,
      incorrectCount: 1,
      score: 75,
      accuracy: 75,
    });
  });
  it('skipped and cleared answers count as unanswered; accuracy is over answered only', () => {
    const answers = { q1: { o: 0, t: 5 }, q2: { o: null, t: 9 }, q3: { o: 1, t: 5 } };
    expect(scoreAnswers(ids, key, answers)).toEqual({
      correctCount: 1,
      incorrectCount: 1,
      unansweredCount: 2,
      totalQuestions: 4,
      score: 25,
      accuracy: 50,
    });
  });
  it('ignores answers to questions outside the attempt', () => {
    expect(scoreAnswers(['q1'], key, { q1: { o: 0, t: 1 }, q9: { o: 0, t: 1 } }).score).toBe(100);
  });
  it('rounds to two decimals', () => {
    expect(scorePercent(1, 3)).toBe(33.33);
    expect(accuracyPercent(2, 3)).toBe(66.67);
  });
});

describe('shuffle mapping', () => {
  it('is a permutation and round-trips shown <-> original', () => {
    for (let n = 2; n <= 6; n++) {
      const order = randomOrder(n);
      expect([...order].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
      for (let shown = 0; shown < n; shown++) {
        const original = toOriginal(order, shown) as number;
        expect(toShown(order, original)).toBe(shown);
      }
    }
    expect(toOriginal([2, 0, 1], 3)).toBeUndefined();
    expect(toShown([2, 0, 1], null)).toBeNull();
  });
  it('shows the options in the stored order', () => {
    expect(applyOrder(['a', 'b', 'c', 'd'], [2, 0, 3, 1])).toEqual(['c', 'a', 'd', 'b']);
  });
  it('produces every order over many draws (not a fixed pattern)', () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomOrder(3).join('')));
    expect(seen.size).toBe(6);
  });
});

describe('percentile and time', () => {
  it('percentile is the share at or below, x 100', () => {
    expect(percentile(3, 4)).toBe(75);
    expect(percentile(1, 3)).toBe(33.33);
    expect(percentile(0, 0)).toBe(0);
  });
  it('time taken stops at expiry', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const end = new Date('2026-01-01T10:30:00Z');
    expect(timeTakenSeconds(start, end, new Date('2026-01-01T10:12:30Z'))).toBe(750);
    expect(timeTakenSeconds(start, end, new Date('2026-01-01T11:00:00Z'))).toBe(1800);
  });
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('formatClock(%i) = %s', (s, text) => {
    expect(formatClock(s)).toBe(text);
  });
  it.each([
    [0, '0s'],
    [45, '45s'],
    [250, '4m 10s'],
    [3600, '1h'],
    [3783, '1h 3m 3s'],
  ])('formatDuration(%i) = %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
});
