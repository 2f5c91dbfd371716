import type { ReviewAnswer } from '@mockprep/contract';

/**
 * A question's result as the review shows and filters it: the server's state, `wrong` named "Incorrect" (SPEC
 * 2.9). A partly right multiple-correct answer is its own status and filter, since it earned marks a wrong one
 * did not; the filter shows only when the result has such an answer.
 */
export type AnswerStatus = 'correct' | 'partial' | 'incorrect' | 'unanswered';
export type ReviewFilter = 'all' | AnswerStatus;

export function statusOf(answer: Pick<ReviewAnswer, 'state'>): AnswerStatus {
  return answer.state === 'wrong' ? 'incorrect' : answer.state;
}

export const REVIEW_FILTERS: ReviewFilter[] = ['all', 'correct', 'partial', 'incorrect', 'unanswered'];

/** How many answers each navigator filter shows. */
export function filterCounts(answers: ReviewAnswer[]): Record<ReviewFilter, number> {
  const counts = { all: answers.length, correct: 0, partial: 0, incorrect: 0, unanswered: 0 };
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
