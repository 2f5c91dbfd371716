import type { LiveStatus, LiveTest } from '@mockprep/contract';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { liveStatusAt } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';
import { useLiveTests, useRegisterLive } from './api';
import { LiveTestCard } from './components/LiveTestCard';

const SECTIONS: LiveStatus[] = ['live', 'upcoming', 'ended'];

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/** Live mock tests by state; a card moves from Upcoming to Live now (and on to Past) as the clock passes. */
export function LiveTestsPage() {
  const { t } = useTranslation();
  const tests = useLiveTests();
  const register = useRegisterLive();
  const now = useNow();

  const header = (
    <PageHeader
      title={t('liveTests.liveTestsPage.liveTests')}
      subtitle={t('liveTests.liveTestsPage.takeAScheduledMockWith')}
    />
  );
  if (tests.isPending) {
    return (
      <>
        {header}
        <div className={GRID}>
          <SkeletonCards count={3} className="h-72" label={t('liveTests.liveTestsPage.loadingLiveTests')} />
        </div>
      </>
    );
  }
  if (tests.isError) {
    return (
      <>
        {header}
        <LoadError message={t('liveTests.loadFailed')} error={tests.error} onRetry={() => tests.refetch()} />
      </>
    );
  }
  if (tests.entries.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={Radio}
          title={t('liveTests.liveTestsPage.noLiveTestsScheduled')}
          description={t('liveTests.liveTestsPage.liveMocksRunAtA')}
          action={<BrowseTestSeriesLink />}
        />
      </>
    );
  }

  // While pages remain, a section counts the server's tests in that state, not only the loaded ones.
  const counts = tests.data?.pages[0]?.counts;
  const shownCount = (status: LiveStatus, loaded: number) => (tests.hasNextPage && counts ? counts[status] : loaded);
  const byStatus = (status: LiveStatus): LiveTest[] =>
    tests.entries.filter((test) => liveStatusAt(test, now) === status);
  return (
    <>
      {header}
      <div className="space-y-8">
        {SECTIONS.map((status) => {
          const items = byStatus(status);
          if (items.length === 0) return null;
          const headingId = `live-section-${status}`;
          return (
            <section key={status} aria-labelledby={headingId}>
              <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
                {t(`liveTests.liveTestsPage.sections.${status}`)}{' '}
                <span className="text-sm font-normal text-slate-500">({shownCount(status, items.length)})</span>
              </h2>
              <ul className={GRID}>
                {items.map((test) => (
                  <li key={test._id} className="flex">
                    <LiveTestCard
                      test={test}
                      status={status}
                      now={now}
                      onRegister={(chosen) => register.mutate(chosen._id)}
                      registering={register.isPending && register.variables === test._id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <LoadMore hasMore={tests.hasNextPage} pending={tests.isFetchingNextPage} onMore={() => tests.fetchNextPage()} />
    </>
  );
}
