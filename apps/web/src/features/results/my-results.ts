import type { AttemptSummary } from '@mockprep/contract';

export type ResultsSort = 'all' | 'recent' | 'best';

export const SORT_OPTIONS: ResultsSort[] = ['all', 'recent', 'best'];

const submittedAt = (attempt: AttemptSummary) => Date.parse(attempt.submittedAt ?? attempt.createdAt);

/** SPEC 2.10: the attempts whose test title or subject contains `search` (any case), in the chosen order. */
export function visibleResults(attempts: AttemptSummary[], search: string, sort: ResultsSort): AttemptSummary[] {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? attempts.filter(
        (attempt) =>
          attempt.test.title.toLowerCase().includes(needle) || attempt.test.subject.toLowerCase().includes(needle),
      )
    : attempts;
  if (sort === 'recent') return [...found].sort((a, b) => submittedAt(b) - submittedAt(a));
  if (sort === 'best') return [...found].sort((a, b) => b.score - a.score || submittedAt(b) - submittedAt(a));
  return found;
}

/** Total Tests, Average Score (rounded, 0 if none) and Best Score. */
export function resultStats(attempts: AttemptSummary[]) {
  if (attempts.length === 0) return { total: 0, average: 0, best: 0 };
  const sum = attempts.reduce((total, attempt) => total + attempt.score, 0);
  return {
    total: attempts.length,
    average: Math.round(sum / attempts.length),
    best: Math.max(...attempts.map((attempt) => attempt.score)),
  };
}
