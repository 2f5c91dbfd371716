import type { AttemptSummary } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { dashboardStats, scoreTrend, trendPoints } from './stats';

const attempt = (id: string, score: number, accuracy: number) =>
  ({ _id: id, score, accuracy }) as unknown as AttemptSummary;

describe('dashboard stats', () => {
  it('averages score and accuracy to whole percents, and is zero for a new student', () => {
    expect(dashboardStats([attempt('a', 40, 50), attempt('b', 85.5, 100), attempt('c', 70, 77.78)])).toEqual({
      testsTaken: 3,
      averageScore: 65,
      averageAccuracy: 76,
    });
    expect(dashboardStats([])).toEqual({ testsTaken: 0, averageScore: 0, averageAccuracy: 0 });
  });

  it('takes the latest results and puts the oldest first', () => {
    const newestFirst = ['e', 'd', 'c', 'b', 'a'].map((id, i) => attempt(id, i * 10, 0));
    expect(scoreTrend(newestFirst, 3).map((a) => a._id)).toEqual(['c', 'd', 'e']);
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
