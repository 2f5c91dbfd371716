import { QUIZ_MAX_MINUTES, QUIZ_MAX_QUESTIONS } from '@mockprep/contract';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { QUIZ_TEXT, useQuizzes } from './api';
import { QuizCard } from './QuizCard';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Free Quizzes: short free tests to warm up with, one tap to start. */
export function QuizzesPage() {
  const quizzes = useQuizzes();

  return (
    <>
      <PageHeader
        title="Free Quizzes"
        subtitle={`Quick free tests of up to ${QUIZ_MAX_QUESTIONS} questions and ${QUIZ_MAX_MINUTES} minutes: perfect for a daily warm-up.`}
      />
      {quizzes.isPending ? (
        <div className={GRID}>
          <SkeletonCards count={3} className="h-48" label="Loading quizzes" />
        </div>
      ) : quizzes.isError ? (
        <LoadError message={QUIZ_TEXT.loadFailed} onRetry={() => quizzes.refetch()} />
      ) : quizzes.data.length === 0 ? (
        <EmptyState
          icon="bulb"
          title="No quizzes right now"
          description="New quizzes are added regularly. Meanwhile, try a full mock from the test series."
          action={<BrowseTestSeriesLink />}
        />
      ) : (
        <ul className={GRID}>
          {quizzes.data.map((quiz) => (
            <li key={quiz._id} className="flex">
              <QuizCard quiz={quiz} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
