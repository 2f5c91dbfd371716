import { useTranslation } from 'react-i18next';
import { medalFor } from '../entry-display';

/** A medal for ranks 1 to 3, "#n" after; screen readers hear "Rank n" either way. */
export function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const medal = medalFor(rank);
  if (!medal) return <span className="text-base font-bold text-slate-700 tabular-nums">#{rank}</span>;
  return (
    <>
      <span aria-hidden="true" className="text-3xl leading-none">
        {medal}
      </span>
      <span className="sr-only">{t('leaderboard.rankBadge.rankRank', { rank })}</span>
    </>
  );
}
