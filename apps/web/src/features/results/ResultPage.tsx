import { MSG } from '@mockprep/contract';
import { ChartNoAxesColumnIncreasing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { useExamLanguage } from '../../i18n/use-exam-language';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { failureOf } from '../../lib/failure';
import { filterCounts, numberedAnswers, type ReviewFilter } from './answer-status';
import { useResult } from './api';
import { AnswerBreakdown } from './components/AnswerBreakdown';
import { AnswerReview } from './components/AnswerReview';
import { PerformanceInsights } from './components/PerformanceInsights';
import { QuestionNavigator } from './components/QuestionNavigator';
import { QuickActions } from './components/QuickActions';
import { ResultHeader } from './components/ResultHeader';
import { ReviewLocked } from './components/ReviewLocked';
import { ScoreCard } from './components/ScoreCard';
import { SectionTable } from './components/SectionTable';
import { TestDetails } from './components/TestDetails';
import { shareResult } from './share';

const REVIEW_ID = 'answer-review';

/** SPEC 2.9: one result with its breakdown, insights, navigator and answer review. */
export function ResultPage() {
  const { t } = useTranslation();
  const { language } = useExamLanguage();
  const user = useCurrentUser();
  const { attemptId = '' } = useParams();
  const result = useResult(attemptId);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [jumpTo, setJumpTo] = useState<number | null>(null);

  useEffect(() => {
    if (jumpTo === null || !reviewOpen) return;
    const target = document.getElementById(`question-${jumpTo}`);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
    setJumpTo(null);
  }, [jumpTo, reviewOpen]);

  if (result.isPending) {
    return (
      <div className="grid gap-5 lg:grid-cols-2">
        <SkeletonCards count={4} className="h-64" label={t('results.resultPage.loadingResult')} />
      </div>
    );
  }
  if (result.isError) {
    const notFound = failureOf(result.error) === 'notFound';
    if (notFound || (result.error instanceof ApiError && result.error.status === 409)) {
      return (
        <EmptyState
          level={1}
          icon={ChartNoAxesColumnIncreasing}
          title={notFound ? MSG.resultNotFound : errorMessage(result.error, MSG.attemptNotSubmitted)}
          description={t('results.resultPage.openYourResultsToSee')}
          action={
            <Link to="/results" className={buttonClasses()}>
              {t('results.resultPage.myResults')}
            </Link>
          }
        />
      );
    }
    return <LoadError level={1} message={t('fail.result')} error={result.error} onRetry={() => result.refetch()} />;
  }

  const data = result.data;
  const items = numberedAnswers(data.answers, filter);
  const share = () => shareResult(data.score, data.test.title, window.location.href);
  const openReview = () => {
    setReviewOpen(true);
    setJumpTo(items[0]?.number ?? null);
  };

  return (
    <div className="space-y-5 print:space-y-3">
      <ResultHeader
        result={data}
        student={user}
        onShare={share}
        onReview={data.reviewAvailableAt ? null : openReview}
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-2 print:gap-3">
        <ScoreCard score={data.score} marks={data.marks} maxMarks={data.maxMarks} />
        <AnswerBreakdown result={data} />
      </div>
      <SectionTable sections={data.sections} negativeMarks={data.negativeMarks} />
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-2 print:gap-3">
        <TestDetails result={data} />
        <PerformanceInsights result={data} />
        <QuickActions
          reviewOpen={reviewOpen}
          reviewId={REVIEW_ID}
          onToggleReview={data.reviewAvailableAt ? null : () => setReviewOpen((open) => !open)}
        />
      </div>
      {data.reviewAvailableAt ? (
        <ReviewLocked availableAt={data.reviewAvailableAt} />
      ) : (
        <>
          <QuestionNavigator
            items={items}
            filter={filter}
            counts={filterCounts(data.answers)}
            onFilter={setFilter}
            onJump={(number) => {
              setReviewOpen(true);
              setJumpTo(number);
            }}
            showEmptyMessage={!reviewOpen}
          />
          {reviewOpen && <AnswerReview id={REVIEW_ID} items={items} language={language} />}
        </>
      )}
    </div>
  );
}
