import type { ReviewAnswer } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { filterCounts, numberedAnswers, shareOf, statusOf } from './answer-status';

const answer = (selectedOption: number | null, isCorrect: boolean, id: string): ReviewAnswer => ({
  question: {
    _id: id,
    questionText: `Question ${id}`,
    options: ['A', 'B', 'C', 'D'],
    correctOption: 1,
    explanation: null,
    subject: 'Physics',
    level: 'easy',
  },
  selectedOption,
  isCorrect,
  timeSpent: 10,
});

const ANSWERS = [answer(1, true, 'q1'), answer(0, false, 'q2'), answer(null, false, 'q3'), answer(1, true, 'q4')];

describe('result answer status', () => {
  it('is correct, incorrect (answered, wrong) or unanswered (nothing picked)', () => {
    expect(ANSWERS.map(statusOf)).toEqual(['correct', 'incorrect', 'unanswered', 'correct']);
    // Picking option 0 is an answer, not a blank.
    expect(statusOf({ selectedOption: 0, isCorrect: false })).toBe('incorrect');
  });

  it('counts every navigator filter', () => {
    expect(filterCounts(ANSWERS)).toEqual({ all: 4, correct: 2, incorrect: 1, unanswered: 1 });
    expect(filterCounts([])).toEqual({ all: 0, correct: 0, incorrect: 0, unanswered: 0 });
  });

  it('keeps the question numbers of the test when filtering', () => {
    expect(numberedAnswers(ANSWERS, 'correct').map((item) => item.number)).toEqual([1, 4]);
    expect(numberedAnswers(ANSWERS, 'unanswered').map((item) => item.number)).toEqual([3]);
    expect(numberedAnswers(ANSWERS, 'all')).toHaveLength(4);
  });

  it('gives whole percents and 0 for an empty test', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(2, 3)).toBe(67);
    expect(shareOf(0, 0)).toBe(0);
  });
});
