import { formatDuration } from '@mockprep/contract';
import { i18n } from '../../i18n';

const MEDALS = ['🥇', '🥈', '🥉'] as const;

/** SPEC 9: medals for ranks 1 to 3; undefined after, where "#n" is shown. */
export const medalFor = (rank: number): string | undefined => MEDALS[rank - 1];

/** Time taken as "4m 10s", or "N/A" when the attempt has none recorded. */
export const timeTakenText = (seconds: number | null | undefined) =>
  seconds && seconds > 0 ? formatDuration(seconds) : i18n.t('leaderboard.notAvailable');

export const displayName = (name: string | null | undefined) => name?.trim() || i18n.t('leaderboard.unknownUser');

export const displayTestTitle = (title: string | null | undefined) =>
  title?.trim() || i18n.t('leaderboard.unknownTest');
