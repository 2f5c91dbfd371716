import { describe, expect, it } from 'vitest';
import { filterCounts, numberedAnswers, shareOf, statusOf } from './answer-status';
import { keyedQuestion, reviewAnswer, singleAnswer } from './test/review';

const partial = reviewAnswer(keyedQuestion('q5', { type: 'multiple', correctOptions: [0, 2] }), {
  selectedOptions: [0],
  state: 'partial',
  marks: 1,
});
const ANSWERS = [
  singleAnswer('q1', 1),
  singleAnswer('q2', 0),
  singleAnswer('q3', null),
  singleAnswer('q4', 1),
  partial,
];

describe('result answer status', () => {
  it('is the server state, a wrong answer named incorrect and a partly right one kept apart', () => {
    expect(ANSWERS.map(statusOf)).toEqual(['correct', 'incorrect', 'unanswered', 'correct', 'partial']);
  });

  it('counts every navigator filter', () => {
    expect(filterCounts(ANSWERS)).toEqual({ all: 5, correct: 2, partial: 1, incorrect: 1, unanswered: 1 });
    expect(filterCounts([])).toEqual({ all: 0, correct: 0, partial: 0, incorrect: 0, unanswered: 0 });
  });

  it('keeps the question numbers of the test when filtering', () => {
    expect(numberedAnswers(ANSWERS, 'correct').map((item) => item.number)).toEqual([1, 4]);
    expect(numberedAnswers(ANSWERS, 'unanswered').map((item) => item.number)).toEqual([3]);
    expect(numberedAnswers(ANSWERS, 'partial').map((item) => item.number)).toEqual([5]);
    expect(numberedAnswers(ANSWERS, 'all')).toHaveLength(5);
  });

  it('gives whole percents and 0 for an empty test', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(2, 3)).toBe(67);
    expect(shareOf(0, 0)).toBe(0);
  });
});
