import { formatCount } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { useAttemptedTests } from '../api';
import { AttemptedTestCard } from './AttemptedTestCard';

/** My Results by test: one card per test the student submitted, a page at a time. */
export function AttemptedTestList() {
  const { t } = useTranslation();
  const tests = useAttemptedTests();
  if (tests.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCards count={3} className="h-56" label={t('results.attemptedTests.loadingAttemptedTests')} />
      </div>
    );
  }
  if (tests.isError) {
    return <LoadError message={t('fail.results')} error={tests.error} onRetry={() => tests.refetch()} />;
  }
  const { entries, totalText: total = formatCount(entries.length) } = tests;
  return (
    <>
      <ul aria-label={t('results.attemptedTests.listLabel')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.test._id} className="flex">
            <AttemptedTestCard entry={entry} />
          </li>
        ))}
      </ul>
      <LoadMore
        summary={t('results.attemptedTests.showingOf', { length: entries.length, total })}
        hasMore={tests.hasNextPage}
        pending={tests.isFetchingNextPage}
        onMore={() => tests.fetchNextPage()}
      />
    </>
  );
}
