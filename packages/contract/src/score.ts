export type ScoreBand = {
  label: 'Excellent!' | 'Good!' | 'Fair' | 'Needs Improvement';
  emoji: string;
  message: string;
};

/** SPEC 9 score bands: 80+ Excellent!, 60+ Good!, 40+ Fair, below 40 Needs Improvement. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80)
    return { label: 'Excellent!', emoji: '🏆', message: 'Outstanding work! You have mastered this topic.' };
  if (score >= 60)
    return { label: 'Good!', emoji: '🎉', message: 'Well done! A little more practice and you will be at the top.' };
  if (score >= 40)
    return { label: 'Fair', emoji: '👍', message: 'Decent effort. Review the explanations to close the gaps.' };
  return { label: 'Needs Improvement', emoji: '📚', message: 'Keep going! Study the answer review and try again.' };
}

/** Colour tone by the SPEC 9 thresholds 80 and 60. */
export const scoreTone = (score: number): 'good' | 'fair' | 'poor' =>
  score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';

/** Width of a result bar in percent, clamped to 2..100 (SPEC 9). */
export const barWidth = (percent: number) => Math.min(100, Math.max(2, percent));

/** Score % = correct / total × 100; accuracy % = correct / answered × 100 (0 when none answered). Two decimals. */
export function scorePercent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 10000) / 100;
}
export function accuracyPercent(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((correct / answered) * 10000) / 100;
}

/** Share of counted attempts that scored no more than this one, × 100, two decimals. */
export function percentile(atOrBelow: number, participants: number): number {
  return participants === 0 ? 0 : Math.round((atOrBelow / participants) * 10000) / 100;
}
