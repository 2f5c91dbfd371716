import { QUIZ_MAX_MINUTES, QUIZ_MAX_QUESTIONS } from '@mockprep/contract';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { useQuizzes } from './api';
import { QuizCard } from './QuizCard';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Free Quizzes: short free tests to warm up with, one tap to start. */
export function QuizzesPage() {
  const { t } = useTranslation();
  const quizzes = useQuizzes();

  return (
    <>
      <PageHeader
        title={t('quizzes.quizzesPage.freeQuizzes')}
        subtitle={t('quizzes.quizzesPage.quickFreeTestsOfUp', {
          quizMaxQuestions: QUIZ_MAX_QUESTIONS,
          quizMaxMinutes: QUIZ_MAX_MINUTES,
        })}
      />
      {quizzes.isPending ? (
        <div className={GRID}>
          <SkeletonCards count={3} className="h-48" label={t('quizzes.quizzesPage.loadingQuizzes')} />
        </div>
      ) : quizzes.isError ? (
        <LoadError message={t('quizzes.loadFailed')} error={quizzes.error} onRetry={() => quizzes.refetch()} />
      ) : quizzes.entries.length === 0 ? (
        <EmptyState
          icon={Lightbulb}
          title={t('quizzes.quizzesPage.noQuizzesRightNow')}
          description={t('quizzes.quizzesPage.newQuizzesAreAddedRegularly')}
          action={<BrowseTestSeriesLink />}
        />
      ) : (
        <>
          <ul className={GRID}>
            {quizzes.entries.map((quiz) => (
              <li key={quiz._id} className="flex">
                <QuizCard quiz={quiz} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={quizzes.hasNextPage}
            pending={quizzes.isFetchingNextPage}
            onMore={() => quizzes.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
