/** Counts with Indian digit grouping (1,00,000). */
export const formatCount = (n: number) => n.toLocaleString('en-IN');

/** The average score as the student screens show it: a whole percent. */
export const formatAverageScore = (score: number) => `${Math.round(score)}%`;
