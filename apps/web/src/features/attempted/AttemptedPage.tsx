import { formatCount } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { useAttemptedTests } from './api';
import { AttemptedTestCard } from './components/AttemptedTestCard';

/** Attempted Tests: each test the student submitted, with its attempts summed up. */
export function AttemptedPage() {
  const { t } = useTranslation();
  const attempts = useAttemptedTests();
  const header = (
    <PageHeader
      title={t('attempted.attemptedPage.attemptedTests')}
      subtitle={t('attempted.attemptedPage.everyTestYouHaveTaken')}
    />
  );

  if (attempts.isPending) {
    return (
      <>
        {header}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={3} className="h-56" label={t('attempted.attemptedPage.loadingAttemptedTests')} />
        </div>
      </>
    );
  }
  if (attempts.isError) {
    return (
      <>
        {header}
        <LoadError message={errorMessage(attempts.error, t('fail.results'))} onRetry={() => attempts.refetch()} />
      </>
    );
  }

  const { entries: tests, totalText: total = formatCount(tests.length) } = attempts;
  return (
    <>
      {header}
      {tests.length === 0 ? (
        <EmptyState
          icon="checklist"
          title={t('attempted.attemptedPage.noAttemptedTestsYet')}
          description={t('attempted.attemptedPage.testsYouTakeShowUp')}
          action={<BrowseTestSeriesLink />}
        />
      ) : (
        <>
          <ul aria-label={t('attempted.attemptedPage.listLabel')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {tests.map((entry) => (
              <li key={entry.test._id} className="flex">
                <AttemptedTestCard entry={entry} />
              </li>
            ))}
          </ul>
          <LoadMore
            summary={t('attempted.attemptedPage.showingOf', { length: tests.length, total })}
            hasMore={attempts.hasNextPage}
            pending={attempts.isFetchingNextPage}
            onMore={() => attempts.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
