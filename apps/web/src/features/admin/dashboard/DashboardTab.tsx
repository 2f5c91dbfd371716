import { formatCount, formatINRExact } from '@mockprep/contract';
import { BookOpen, CircleUserRound, ClipboardCheck, CreditCard, Lightbulb, Radio, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { StatCard } from '../../../components/ui/StatCard';
import { useAdminStats } from '../api';
import { ExportButton } from '../components/ExportButton';
import { FigurePanel } from '../components/FigurePanel';
import type { AdminTabId } from '../tabs';
import { formatAverageScore } from './figures';
import { QuickActions } from './QuickActions';

/** SPEC 2.13 Dashboard: header chips, the four totals, recent activity, quick actions, platform health. */
export function DashboardTab({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const { t } = useTranslation();
  const stats = useAdminStats();

  if (stats.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SkeletonCards count={4} className="h-20" label={t('admin.dashboard.dashboardTab.loadingPlatformStatistics')} />
      </div>
    );
  }
  if (stats.isError)
    return <LoadError message={t('admin.loadFailed')} error={stats.error} onRetry={() => stats.refetch()} />;

  const s = stats.data;
  const chips = [
    t('admin.dashboard.dashboardTab.chips.users', { formatted: formatCount(s.totalUsers) }),
    t('admin.dashboard.dashboardTab.chips.tests', { formatted: formatCount(s.totalTests) }),
    t('admin.dashboard.dashboardTab.chips.revenue', { amount: formatINRExact(s.totalRevenue) }),
  ];
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="overview-title"
        className="rounded-2xl bg-gradient-to-br from-violet-600 to-indigo-600 p-5 text-white shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="overview-title" className="text-lg font-semibold">
              {t('admin.dashboard.dashboardTab.platformOverview')}
            </h2>
            <p className="mt-1 text-sm text-violet-100">
              {t('admin.dashboard.dashboardTab.everythingHappeningOnThePlatform')}
            </p>
          </div>
          <ExportButton path="/admin/exports/results.csv" label={t('admin.dashboard.dashboardTab.exportResults')} />
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('admin.dashboard.dashboardTab.highlights')}>
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              {chip}
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('admin.dashboard.dashboardTab.totalUsers')}
          value={formatCount(s.totalUsers)}
          icon={CircleUserRound}
        />
        <StatCard
          label={t('admin.dashboard.dashboardTab.totalTests')}
          value={formatCount(s.totalTests)}
          icon={BookOpen}
          tone="blue"
        />
        <StatCard
          label={t('admin.dashboard.dashboardTab.totalAttempts')}
          value={formatCount(s.totalAttempts)}
          icon={ClipboardCheck}
          tone="amber"
        />
        <StatCard
          label={t('admin.dashboard.dashboardTab.totalRevenue')}
          value={formatINRExact(s.totalRevenue)}
          icon={CreditCard}
          tone="green"
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <FigurePanel
          title={t('admin.dashboard.dashboardTab.recentActivity')}
          figures={[
            {
              label: t('admin.dashboard.dashboardTab.newUsers'),
              value: formatCount(s.recentUsers),
              icon: CircleUserRound,
            },
            {
              label: t('admin.dashboard.dashboardTab.newAttempts'),
              value: formatCount(s.recentAttempts),
              icon: ClipboardCheck,
            },
            {
              label: t('admin.dashboard.dashboardTab.averageScore'),
              value: formatAverageScore(s.averageScore),
              icon: Trophy,
            },
          ]}
        />
        <QuickActions onOpenTab={onOpenTab} />
        <FigurePanel
          title={t('admin.dashboard.dashboardTab.platformHealth')}
          figures={[
            { label: t('admin.dashboard.dashboardTab.activeTests'), value: formatCount(s.activeTests), icon: Radio },
            {
              label: t('admin.dashboard.dashboardTab.totalQuestions'),
              value: formatCount(s.totalQuestions),
              icon: Lightbulb,
            },
            { label: t('admin.dashboard.dashboardTab.paidTests'), value: formatCount(s.paidTests), icon: CreditCard },
          ]}
        />
      </div>
    </div>
  );
}
