import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { ApiError, errorMessage } from '../../lib/api';
import { usePageSubject } from '../../lib/page-title';
import { toast } from '../../lib/toast';
import { useTestLeaderboard } from './api';
import { BackButton } from './components/BackButton';
import { PeriodControl } from './components/PeriodControl';
import { Standings } from './components/Standings';
import { YourPosition } from './components/YourPosition';
import { TEST_PERIODS } from './periods';
import { useGoBack } from './use-go-back';
import { usePeriodParam } from './use-period-param';

/** The server could not find the test (404) or the id is not one (400). */
const isMissingTest = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** SPEC 2.11: one test's standings for all time, this week or today, with the student's own position. */
export function TestLeaderboardPage() {
  const { t } = useTranslation();
  const testId = useParams().testId?.trim() ?? '';
  const [period, setPeriod] = usePeriodParam(TEST_PERIODS, 'all');
  const board = useTestLeaderboard(testId, period);
  const goBack = useGoBack();
  const failed = board.isError && !isMissingTest(board.error);
  usePageSubject(board.data?.test.title);

  useEffect(() => {
    if (failed) toast.error(errorMessage(board.error, t('leaderboard.loadFailed')), { id: 'leaderboard-failed' });
  }, [failed, board.error, t]);

  if (!testId) {
    return (
      <EmptyState
        icon={Trophy}
        title={t('leaderboard.noTest')}
        description={t('leaderboard.testLeaderboardPage.chooseATestFromThe')}
        action={
          <Link to="/tests" className={buttonClasses()}>
            {t('leaderboard.testLeaderboardPage.browseTests')}
          </Link>
        }
      />
    );
  }
  if (board.isError && !failed) {
    return (
      <EmptyState
        icon={Trophy}
        title={t('leaderboard.testMissing')}
        action={<Button onClick={goBack}>{t('leaderboard.goBack')}</Button>}
      />
    );
  }

  const data = board.data;
  const entries = data?.entries ?? [];
  const pinned = data?.me && !entries.some((entry) => entry.isMe) ? data.me : null;
  return (
    <>
      <BackButton onClick={goBack} />
      <PageHeader
        title={data?.test.title ?? t('leaderboard.testLeaderboardPage.leaderboard')}
        subtitle={data && `${data.test.subject} · ${data.test.examType}`}
        actions={<PeriodControl options={TEST_PERIODS} value={period} onChange={setPeriod} />}
      />
      <Standings
        board={board}
        topLabel={t('leaderboard.testLeaderboardPage.highestScore')}
        emptyDescription={t('leaderboard.testLeaderboardPage.takeThisTestToPut')}
        emptyAction={
          <Link to={`/test/${testId}`} className={buttonClasses()}>
            {t('leaderboard.testLeaderboardPage.takeTheTest')}
          </Link>
        }
      />
      {pinned && <YourPosition entry={pinned} />}
    </>
  );
}
