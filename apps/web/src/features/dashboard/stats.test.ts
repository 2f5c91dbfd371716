import type { AttemptSummary } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { scoreTrend, trendPoints } from './stats';

const attempt = (id: string, score: number, accuracy: number) =>
  ({ _id: id, score, accuracy }) as unknown as AttemptSummary;

describe('dashboard stats', () => {
  it('puts the oldest of the latest results first', () => {
    const newestFirst = ['e', 'd', 'c'].map((id, i) => attempt(id, i * 10, 0));
    expect(scoreTrend(newestFirst).map((a) => a._id)).toEqual(['c', 'd', 'e']);
    expect(newestFirst[0]?._id).toBe('e');
  });

  it('places 0% at the bottom and 100% at the top, spread from left to right', () => {
    const box = { width: 120, height: 120, padding: 10 };
    expect(trendPoints([0, 50, 100], box)).toEqual([
      { x: 10, y: 110 },
      { x: 60, y: 60 },
      { x: 110, y: 10 },
    ]);
    expect(trendPoints([25], box)).toEqual([{ x: 60, y: 85 }]);
  });
});
