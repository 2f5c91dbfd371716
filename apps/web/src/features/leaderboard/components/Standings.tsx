import type { GlobalLeaderboard } from '@mockprep/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { EntryList } from './EntryList';
import { LeaderboardSkeleton } from './LeaderboardSkeleton';
import { SummaryCards } from './SummaryCards';

type Board = Pick<GlobalLeaderboard, 'participants' | 'averageScore' | 'entries'>;

type Props = {
  board: Pick<UseQueryResult<Board>, 'data' | 'isPending' | 'isPlaceholderData'>;
  topLabel: string;
  showTest?: boolean;
  /** What the empty board says beyond "no participants", and where it leads. */
  emptyDescription?: string;
  emptyAction?: ReactNode;
};

/** A board's summary cards and standings, a skeleton until it loads, or an empty state when nobody is on it. */
export function Standings({ board, topLabel, showTest, emptyDescription, emptyAction }: Props) {
  const { t } = useTranslation();
  if (board.isPending) return <LeaderboardSkeleton label={t('leaderboard.standings.loadingLeaderboard')} />;
  const entries = board.data?.entries ?? [];
  return (
    <>
      <SummaryCards
        participants={board.data?.participants ?? 0}
        averageScore={board.data?.averageScore ?? 0}
        topScore={entries[0]?.score ?? null}
        topLabel={topLabel}
      />
      {entries.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title={t('leaderboard.noParticipants')}
          description={emptyDescription}
          action={emptyAction}
        />
      ) : (
        <EntryList
          entries={entries}
          label={t('leaderboard.standings.standings')}
          showTest={showTest}
          busy={board.isPlaceholderData}
        />
      )}
    </>
  );
}
