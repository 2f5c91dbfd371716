import { i18n } from '../../i18n';

/**
 * The Performance Insights line under the rank: "Top X%" for the upper half of the counted
 * attempts, "Better than X% of students" below it; a later practice attempt has no rank.
 */
export function standingText(rank: number | null, participants: number): string {
  if (rank === null) return i18n.t('results.standing.practice');
  if (participants <= 1) return i18n.t('results.standing.first');
  const top = Math.max(1, Math.ceil((rank / participants) * 100));
  if (top <= 50) return i18n.t('results.standing.top', { percent: top });
  return i18n.t('results.standing.betterThan', { percent: Math.floor(((participants - rank) / participants) * 100) });
}
