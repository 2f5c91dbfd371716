import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { ApiError, errorMessage } from '../../lib/api';
import { useTestLeaderboard } from './api';
import { BackButton } from './components/BackButton';
import { PeriodControl } from './components/PeriodControl';
import { Standings } from './components/Standings';
import { YourPosition } from './components/YourPosition';
import { TEST_PERIODS } from './periods';
import { LEADERBOARD_TEXT } from './texts';
import { useGoBack } from './use-go-back';
import { usePeriodParam } from './use-period-param';

/** The server could not find the test (404) or the id is not one (400). */
const isMissingTest = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** SPEC 2.11: one test's standings for all time, this week or today, with the student's own position. */
export function TestLeaderboardPage() {
  const testId = useParams().testId?.trim() ?? '';
  const [period, setPeriod] = usePeriodParam(TEST_PERIODS, 'all');
  const board = useTestLeaderboard(testId, period);
  const goBack = useGoBack();
  const failed = board.isError && !isMissingTest(board.error);

  useEffect(() => {
    if (failed) toast.error(errorMessage(board.error, LEADERBOARD_TEXT.loadFailed), { id: 'leaderboard-failed' });
  }, [failed, board.error]);

  if (!testId) {
    return (
      <EmptyState
        icon="trophy"
        title={LEADERBOARD_TEXT.noTest}
        description="Choose a test from the test series to see its leaderboard."
        action={
          <Link to="/tests" className={buttonClasses()}>
            Browse Tests
          </Link>
        }
      />
    );
  }
  if (board.isError && !failed) {
    return (
      <EmptyState
        icon="trophy"
        title={LEADERBOARD_TEXT.testMissing}
        action={<Button onClick={goBack}>{LEADERBOARD_TEXT.goBack}</Button>}
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
        title={data?.test.title ?? 'Leaderboard'}
        subtitle={data && `${data.test.subject} · ${data.test.examType}`}
        actions={<PeriodControl options={TEST_PERIODS} value={period} onChange={setPeriod} />}
      />
      <Standings
        board={board}
        topLabel="Highest Score"
        emptyDescription="Take this test to put your name on the board."
        emptyAction={
          <Link to={`/test/${testId}`} className={buttonClasses()}>
            Take the Test
          </Link>
        }
      />
      {pinned && <YourPosition entry={pinned} />}
    </>
  );
}
