import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** My Results' two views, each its own route: every attempt (/results) or one card per test (/attempted). */
export function ResultsViewTabs() {
  const { t } = useTranslation('translation', { keyPrefix: 'results.resultsViews' });
  const views = [
    { to: '/results', label: t('allAttempts') },
    { to: '/attempted', label: t('byTest') },
  ];
  return (
    <nav aria-label={t('label')} className="mb-4 inline-flex rounded-xl bg-slate-100 p-1">
      {views.map((view) => (
        <NavLink
          key={view.to}
          to={view.to}
          end
          className={({ isActive }) =>
            `rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-violet-600 ${
              isActive ? 'bg-white text-violet-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`
          }
        >
          {view.label}
        </NavLink>
      ))}
    </nav>
  );
}
