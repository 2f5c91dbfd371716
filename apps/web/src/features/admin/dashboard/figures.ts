/** The average score as the student screens show it: a whole percent. */
export const formatAverageScore = (score: number) => `${Math.round(score)}%`;
