import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useGlobalLeaderboard } from './api';
import { EntryList } from './components/EntryList';
import { LeaderboardSkeleton } from './components/LeaderboardSkeleton';
import { PeriodControl } from './components/PeriodControl';
import { SummaryCards } from './components/SummaryCards';
import { GLOBAL_PERIODS } from './periods';
import { LEADERBOARD_TEXT } from './texts';
import { usePeriodParam } from './usePeriodParam';

/** SPEC 2.11: the best attempts across every test this week (the default) or today. */
export function GlobalLeaderboardPage() {
  const [period, setPeriod] = usePeriodParam(GLOBAL_PERIODS, 'weekly');
  const board = useGlobalLeaderboard(period);
  const data = board.data;
  const entries = data?.entries ?? [];

  return (
    <>
      <PageHeader
        title="Leaderboard"
        subtitle="Top scores across all tests. Your first attempt at a test is the one that counts."
        actions={<PeriodControl options={GLOBAL_PERIODS} value={period} onChange={setPeriod} />}
      />
      {board.isPending ? (
        <LeaderboardSkeleton label="Loading leaderboard" />
      ) : (
        <>
          <SummaryCards
            participants={data?.participants ?? 0}
            averageScore={data?.averageScore ?? 0}
            topScore={entries[0]?.score ?? 0}
            topLabel="Top Score"
          />
          {entries.length === 0 ? (
            <EmptyState icon="trophy" title={LEADERBOARD_TEXT.noParticipants} />
          ) : (
            <EntryList entries={entries} label="Standings" showTest busy={board.isPlaceholderData} />
          )}
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Want to see your name here?{' '}
        <Link to="/tests" className="font-semibold text-violet-700 underline-offset-2 hover:underline">
          Take a test
        </Link>
      </p>
    </>
  );
}
