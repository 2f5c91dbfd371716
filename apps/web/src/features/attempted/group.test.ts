import type { AttemptSummary } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { groupByTest } from './group';

const attempt = (id: string, testId: string, score: number, submittedAt: string): AttemptSummary => ({
  _id: id,
  test: { _id: testId, title: `Test ${testId}`, subject: 'Maths', examType: 'SSC', duration: 30, deleted: false },
  status: 'submitted',
  score,
  accuracy: score,
  correctCount: 0,
  incorrectCount: 0,
  unansweredCount: 0,
  totalQuestions: 10,
  timeTaken: 60,
  rank: null,
  isCounted: false,
  createdAt: submittedAt,
  submittedAt,
  updatedAt: submittedAt,
});

describe('groupByTest', () => {
  it('gives each test its attempt count, best and last score and last attempt, newest test first', () => {
    const groups = groupByTest([
      attempt('x1', 'x', 30, '2026-03-01T09:00:00Z'),
      attempt('y1', 'y', 55, '2026-03-02T09:00:00Z'),
      attempt('x3', 'x', 45, '2026-03-04T09:00:00Z'),
      attempt('x2', 'x', 80, '2026-03-03T09:00:00Z'),
    ]);
    expect(groups.map(({ test, ...rest }) => ({ id: test._id, ...rest }))).toEqual([
      {
        id: 'x',
        attempts: 3,
        bestScore: 80,
        lastScore: 45,
        lastAttemptedAt: '2026-03-04T09:00:00Z',
        lastAttemptId: 'x3',
      },
      {
        id: 'y',
        attempts: 1,
        bestScore: 55,
        lastScore: 55,
        lastAttemptedAt: '2026-03-02T09:00:00Z',
        lastAttemptId: 'y1',
      },
    ]);
  });

  it('is empty without attempts', () => {
    expect(groupByTest([])).toEqual([]);
  });
});
