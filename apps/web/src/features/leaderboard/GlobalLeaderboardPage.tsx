import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useGlobalLeaderboard } from './api';
import { PeriodControl } from './components/PeriodControl';
import { Standings } from './components/Standings';
import { GLOBAL_PERIODS } from './periods';
import { usePeriodParam } from './use-period-param';

/** SPEC 2.11: the best attempts across every test this week (the default) or today. */
export function GlobalLeaderboardPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'leaderboard.globalLeaderboardPage' });
  const [period, setPeriod] = usePeriodParam(GLOBAL_PERIODS, 'weekly');
  const board = useGlobalLeaderboard(period);

  return (
    <>
      <PageHeader
        title={t('leaderboard')}
        subtitle={t('topScoresAcrossAllTests')}
        actions={<PeriodControl options={GLOBAL_PERIODS} value={period} onChange={setPeriod} />}
      />
      <Standings board={board} topLabel={t('topScore')} showTest />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('wantToSeeYourName')}{' '}
        <Link to="/tests" className="font-semibold text-violet-700 underline-offset-2 hover:underline">
          {t('takeATest')}
        </Link>
      </p>
    </>
  );
}
