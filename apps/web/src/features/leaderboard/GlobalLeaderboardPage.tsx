import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useGlobalLeaderboard } from './api';
import { PeriodControl } from './components/PeriodControl';
import { Standings } from './components/Standings';
import { GLOBAL_PERIODS } from './periods';
import { usePeriodParam } from './use-period-param';

/** SPEC 2.11: the best attempts across every test this week (the default) or today. */
export function GlobalLeaderboardPage() {
  const [period, setPeriod] = usePeriodParam(GLOBAL_PERIODS, 'weekly');
  const board = useGlobalLeaderboard(period);

  return (
    <>
      <PageHeader
        title="Leaderboard"
        subtitle="Top scores across all tests. Your first attempt at a test is the one that counts."
        actions={<PeriodControl options={GLOBAL_PERIODS} value={period} onChange={setPeriod} />}
      />
      <Standings board={board} topLabel="Top Score" showTest />
      <p className="mt-6 text-center text-sm text-slate-600">
        Want to see your name here?{' '}
        <Link to="/tests" className="font-semibold text-violet-700 underline-offset-2 hover:underline">
          Take a test
        </Link>
      </p>
    </>
  );
}
