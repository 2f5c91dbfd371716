import { BookOpen, ChartNoAxesColumnIncreasing, CircleUserRound, type LucideIcon, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { to: '/tests', id: 'tests', icon: BookOpen },
  { to: '/results', id: 'results', icon: ChartNoAxesColumnIncreasing },
  { to: '/leaderboard', id: 'leaderboard', icon: Trophy },
  { to: '/profile', id: 'profile', icon: CircleUserRound },
] as const satisfies readonly { to: string; id: string; icon: LucideIcon }[];

export function QuickLinks() {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboard.quickLinks' });
  return (
    <nav aria-labelledby="quick-links-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="quick-links-title" className="font-semibold text-slate-900">
        {t('quickActions')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex flex-col items-center gap-1.5 rounded-xl bg-slate-50 px-2 py-3 text-center text-sm font-medium text-slate-700 hover:bg-violet-50 hover:text-violet-700 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              <link.icon className="size-5" />
              {t(`links.${link.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
