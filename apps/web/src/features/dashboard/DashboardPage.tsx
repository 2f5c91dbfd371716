import { DASHBOARD_RECENT_ATTEMPTS } from '@mockprep/contract';
import { ChartNoAxesColumnIncreasing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { useDashboardStats, useRecentAttempts, useRunningAttempts } from './api';
import { ContinueBanner } from './components/ContinueBanner';
import { ProfileCard } from './components/ProfileCard';
import { PromoBanner } from './components/PromoBanner';
import { QuickLinks } from './components/QuickLinks';
import { RecentAttempts } from './components/RecentAttempts';
import { ScoreTrend } from './components/ScoreTrend';
import { StatsRow } from './components/StatsRow';
import { scoreTrend } from './stats';

/**
 * SPEC 2.5: welcome, the tests the student can resume (while loading, or if that fails, none show), banner, profile
 * card, stats, recent attempts, score trend and quick links.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const attempts = useRecentAttempts();
  const running = useRunningAttempts();
  const resumable = (!running.isError && running.data) || [];
  const figures = useDashboardStats().data;
  const stats = figures && {
    testsTaken: figures.testsTaken,
    averageScore: Math.round(figures.averageScore),
    averageAccuracy: Math.round(figures.averageAccuracy),
  };

  return (
    <>
      <PageHeader
        title={t('dashboard.dashboardPage.welcomeBackName', { name: user.name })}
        subtitle={t('dashboard.dashboardPage.readyToPractisePickA')}
      />
      <div className="space-y-6">
        {resumable.length > 0 && <ContinueBanner attempts={resumable} />}
        <PromoBanner />
        <StatsRow
          testsTaken={stats?.testsTaken}
          averageAccuracy={stats?.averageAccuracy}
          averageScore={stats?.averageScore}
        />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6">
            <ProfileCard user={user} testsTaken={stats?.testsTaken} averageScore={stats?.averageScore} />
            <QuickLinks />
          </div>
          <div className="order-first space-y-6 lg:order-none lg:col-span-2">
            <section
              aria-labelledby="recent-title"
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <div className="flex items-center justify-between px-5 pt-5 pb-3">
                <h2 id="recent-title" className="font-semibold text-slate-900">
                  {t('dashboard.dashboardPage.recentTests')}
                </h2>
                {attempts.data && attempts.data.length > 0 && (
                  <Link to="/results" className="text-sm font-semibold text-violet-700 hover:underline">
                    {t('dashboard.dashboardPage.viewAll')}
                  </Link>
                )}
              </div>
              {attempts.isPending ? (
                <div className="space-y-3 px-5 pb-5">
                  <SkeletonCards
                    count={3}
                    className="h-16"
                    label={t('dashboard.dashboardPage.loadingYourRecentTests')}
                  />
                </div>
              ) : attempts.isError ? (
                <div className="px-5 pb-5">
                  <LoadError message={t('fail.dashboard')} error={attempts.error} onRetry={() => attempts.refetch()} />
                </div>
              ) : attempts.data.length === 0 ? (
                <div className="px-5 pb-5">
                  <EmptyState
                    icon={ChartNoAxesColumnIncreasing}
                    title={t('dashboard.dashboardPage.noTestsTakenYet')}
                    description={t('dashboard.dashboardPage.takeYourFirstMockTest')}
                    action={<BrowseTestSeriesLink />}
                  />
                </div>
              ) : (
                <RecentAttempts attempts={attempts.data.slice(0, DASHBOARD_RECENT_ATTEMPTS)} />
              )}
            </section>
            {attempts.data && attempts.data.length > 0 && <ScoreTrend attempts={scoreTrend(attempts.data)} />}
          </div>
        </div>
      </div>
    </>
  );
}
