import { formatINRExact } from '@mockprep/contract';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { StatCard } from '../../../components/ui/StatCard';
import { useAdminStats } from '../api';
import { FigurePanel } from '../components/FigurePanel';
import type { AdminTabId } from '../tabs';
import { ADMIN_TEXT } from '../use-admin-data';
import { formatAverageScore, formatCount } from './figures';
import { QuickActions } from './QuickActions';

/** SPEC 2.13 Dashboard: header chips, the four totals, recent activity, quick actions, platform health. */
export function DashboardTab({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const stats = useAdminStats();

  if (stats.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SkeletonCards count={4} className="h-20" label="Loading platform statistics" />
      </div>
    );
  }
  if (stats.isError) return <LoadError message={ADMIN_TEXT.loadFailed} onRetry={() => stats.refetch()} />;

  const s = stats.data;
  const chips = [
    `${formatCount(s.totalUsers)} users`,
    `${formatCount(s.totalTests)} tests`,
    `${formatINRExact(s.totalRevenue)} revenue`,
  ];
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="overview-title"
        className="rounded-2xl bg-gradient-to-br from-violet-600 to-indigo-600 p-5 text-white shadow-sm sm:p-6"
      >
        <h2 id="overview-title" className="text-lg font-semibold">
          Platform overview
        </h2>
        <p className="mt-1 text-sm text-violet-100">Everything happening on the platform at a glance.</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Highlights">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              {chip}
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={formatCount(s.totalUsers)} icon="user" />
        <StatCard label="Total Tests" value={formatCount(s.totalTests)} icon="book" tone="blue" />
        <StatCard label="Total Attempts" value={formatCount(s.totalAttempts)} icon="checklist" tone="amber" />
        <StatCard label="Total Revenue" value={formatINRExact(s.totalRevenue)} icon="card" tone="green" />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <FigurePanel
          title="Recent Activity"
          figures={[
            { label: 'New users (7 days)', value: formatCount(s.recentUsers), icon: 'user' },
            { label: 'New attempts (7 days)', value: formatCount(s.recentAttempts), icon: 'checklist' },
            { label: 'Average score', value: formatAverageScore(s.averageScore), icon: 'trophy' },
          ]}
        />
        <QuickActions onOpenTab={onOpenTab} />
        <FigurePanel
          title="Platform Health"
          figures={[
            { label: 'Active tests', value: formatCount(s.activeTests), icon: 'live' },
            { label: 'Total questions', value: formatCount(s.totalQuestions), icon: 'bulb' },
            { label: 'Paid tests', value: formatCount(s.paidTests), icon: 'card' },
          ]}
        />
      </div>
    </div>
  );
}
