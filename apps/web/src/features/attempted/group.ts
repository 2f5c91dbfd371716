import type { AttemptSummary, AttemptTest } from '@mockprep/contract';

export type AttemptedTest = {
  test: AttemptTest;
  attempts: number;
  bestScore: number;
  lastScore: number;
  lastAttemptedAt: string;
  lastAttemptId: string;
};

const when = (attempt: AttemptSummary) => attempt.submittedAt ?? attempt.createdAt;

/** One entry per test the student submitted, the most recently attempted first. */
export function groupByTest(attempts: AttemptSummary[]): AttemptedTest[] {
  const groups = new Map<string, AttemptedTest>();
  const newestFirst = [...attempts].sort((a, b) => Date.parse(when(b)) - Date.parse(when(a)));
  for (const attempt of newestFirst) {
    const group = groups.get(attempt.test._id);
    if (group) {
      group.attempts += 1;
      group.bestScore = Math.max(group.bestScore, attempt.score);
    } else {
      groups.set(attempt.test._id, {
        test: attempt.test,
        attempts: 1,
        bestScore: attempt.score,
        lastScore: attempt.score,
        lastAttemptedAt: when(attempt),
        lastAttemptId: attempt._id,
      });
    }
  }
  return [...groups.values()];
}
