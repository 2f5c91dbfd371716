import { MSG } from '@mockprep/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../components/ui/LoadError';
import { ApiError, errorMessage } from '../../lib/api';
import { failureOf } from '../../lib/failure';
import { usePageSubject } from '../../lib/page-title';
import { useAttemptQuestions, useStartAttempt, useTest } from './api';
import { AccessDenied, BackToTests, CannotStart, LoadingState, TestNotFound } from './components/PageStates';
import { TestFrame } from './components/TestFrame';
import { type Begin, InstructionsScreen } from './InstructionsScreen';

/**
 * The running test's screen is fetched once the student points at or focuses the way in (Start, Resume), so a first
 * visit renders without it and a student who begins finds it loaded or on its way; the service worker keeps it too.
 */
const loadAttemptScreen = () => import('./AttemptScreen');
const AttemptScreen = lazy(async () => ({ default: (await loadAttemptScreen()).AttemptScreen }));
/** Only a student who has not bought the test opens it, so a running test's first download does not carry it. */
const PurchaseModal = lazy(async () => ({
  default: (await import('../../components/payments/purchase/PurchaseModal')).PurchaseModal,
}));

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * /test/:id (SPEC 2.8, 4 "Test attempt"; issue 15): check access, show the instructions, and once the student
 * starts or resumes, run the attempt. Opening the page starts nothing. A paid test not bought yet can be bought
 * here; the purchase dialog outlives the refusal it opened from, which gives way to the instructions once bought.
 */
export function TestTakingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const test = useTest(id);
  usePageSubject(test.data?.title);
  const [begun, setBegun] = useState<Begin | null>(null);
  const [buying, setBuying] = useState(false);
  const start = useStartAttempt(id, test.data?.hasAccess === true ? begun : null);
  const questions = useAttemptQuestions(id, start.data?.data._id);
  if (test.data && start.data && questions.data?.data.status === 'in_progress') {
    return (
      <Suspense fallback={<LoadingState label={t('testTaking.testTakingPage.loadingTest')} />}>
        <AttemptScreen key={start.data.data._id} test={test.data} session={start.data} questions={questions.data} />
      </Suspense>
    );
  }
  const instructions = test.data?.hasAccess === true && !begun;
  return (
    <TestFrame title={test.data?.title} aside={instructions ? <BackToTests variant="secondary" /> : undefined}>
      {before()}
      {buying && test.data && (
        <Suspense>
          <PurchaseModal test={test.data} onClose={() => setBuying(false)} />
        </Suspense>
      )}
    </TestFrame>
  );

  /** Everything up to the running attempt: loading, refusals, errors and the instructions. */
  function before() {
    // Data first: a failed background refetch must never replace a running test with an error screen.
    if (!test.data) {
      if (!test.isError) return <LoadingState label={t('testTaking.testTakingPage.loadingTest')} />;
      return failureOf(test.error) === 'notFound' ? (
        <TestNotFound />
      ) : (
        <LoadError level={1} message={t('fail.test')} error={test.error} onRetry={() => void test.refetch()} />
      );
    }
    if (!test.data.hasAccess) {
      const buy = test.data.type === 'Paid' ? { price: test.data.price, onBuy: () => setBuying(true) } : undefined;
      return <AccessDenied buy={buy} />;
    }
    if (!begun)
      return (
        <InstructionsScreen
          test={test.data}
          readAt={test.dataUpdatedAt}
          onPrepare={loadAttemptScreen}
          onBegin={setBegun}
        />
      );
    if (!start.data && start.isError) {
      const status = statusOf(start.error);
      if (status === 403) return <AccessDenied message={errorMessage(start.error, MSG.purchaseRequired)} />;
      if (failureOf(start.error) === 'notFound') return <TestNotFound />;
      if (status === 409) return <CannotStart message={errorMessage(start.error, t('fail.createAttempt'))} />;
      return (
        <LoadError
          level={1}
          message={t('fail.createAttempt')}
          error={start.error}
          onRetry={() => void start.refetch()}
        />
      );
    }
    if (!questions.data && questions.isError) {
      return (
        <LoadError
          level={1}
          message={t('fail.questions')}
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      );
    }
    // The time ran out between the two calls: the server has finalised the attempt.
    if (questions.data?.data.status === 'submitted') {
      return <Navigate to={`/result/${questions.data.data._id}`} replace />;
    }
    return <LoadingState label={t('testTaking.testTakingPage.startingYourTest')} />;
  }
}
