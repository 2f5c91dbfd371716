import type { ReviewAnswer } from '@mockprep/contract';

export type AnswerStatus = 'correct' | 'incorrect' | 'unanswered';
export type ReviewFilter = 'all' | AnswerStatus;

/** SPEC 4 "Result answer status": correct when isCorrect, unanswered when nothing was picked, else incorrect. */
export function statusOf(answer: Pick<ReviewAnswer, 'isCorrect' | 'selectedOption'>): AnswerStatus {
  if (answer.isCorrect) return 'correct';
  return answer.selectedOption === null ? 'unanswered' : 'incorrect';
}

export const REVIEW_FILTERS: ReviewFilter[] = ['all', 'correct', 'incorrect', 'unanswered'];

/** How many answers each navigator filter shows. */
export function filterCounts(answers: ReviewAnswer[]): Record<ReviewFilter, number> {
  const counts = { all: answers.length, correct: 0, incorrect: 0, unanswered: 0 };
  for (const answer of answers) counts[statusOf(answer)] += 1;
  return counts;
}

export type NumberedAnswer = { number: number; status: AnswerStatus; answer: ReviewAnswer };

/** The answers a filter keeps, each with its question number in the test (1-based). */
export function numberedAnswers(answers: ReviewAnswer[], filter: ReviewFilter): NumberedAnswer[] {
  return answers
    .map((answer, i) => ({ number: i + 1, status: statusOf(answer), answer }))
    .filter((item) => filter === 'all' || item.status === filter);
}

/** Share of the questions, as a whole percent. */
export const shareOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
