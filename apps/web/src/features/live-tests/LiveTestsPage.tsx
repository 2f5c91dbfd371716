import type { LiveStatus, LiveTest } from '@mockprep/contract';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { LIVE_TEXT, useLiveTests, useRegisterLive } from './api';
import { LiveTestCard } from './components/LiveTestCard';
import { liveStatusAt } from './countdown';
import { useNow } from './use-now';

const SECTIONS: { status: LiveStatus; title: string }[] = [
  { status: 'live', title: 'Live now' },
  { status: 'upcoming', title: 'Upcoming' },
  { status: 'ended', title: 'Past' },
];

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/** Live mock tests by state; a card moves from Upcoming to Live now (and on to Past) as the clock passes. */
export function LiveTestsPage() {
  const tests = useLiveTests();
  const register = useRegisterLive();
  const now = useNow();

  const header = (
    <PageHeader
      title="Live Tests"
      subtitle="Take a scheduled mock with everyone else and see where you stand on the same day."
    />
  );
  if (tests.isPending) {
    return (
      <>
        {header}
        <div className={GRID}>
          <SkeletonCards count={3} className="h-72" label="Loading live tests" />
        </div>
      </>
    );
  }
  if (tests.isError) {
    return (
      <>
        {header}
        <LoadError message={LIVE_TEXT.loadFailed} onRetry={() => tests.refetch()} />
      </>
    );
  }
  if (tests.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon="live"
          title="No live tests scheduled"
          description="Live mocks run at a fixed time for every student, like the real exam, with a leaderboard at the end. Until the next one is announced, practise with the full test series."
          action={<BrowseTestSeriesLink />}
        />
      </>
    );
  }

  const byStatus = (status: LiveStatus): LiveTest[] => tests.data.filter((test) => liveStatusAt(test, now) === status);
  return (
    <>
      {header}
      <div className="space-y-8">
        {SECTIONS.map(({ status, title }) => {
          const items = byStatus(status);
          if (items.length === 0) return null;
          const headingId = `live-section-${status}`;
          return (
            <section key={status} aria-labelledby={headingId}>
              <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
                {title} <span className="text-sm font-normal text-slate-500">({items.length})</span>
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
    </>
  );
}
