import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';
import { NAV_SECTIONS } from './navigation';

type Props = { collapsed: boolean; onNavigate?: () => void };

/**
 * The sidebar's sections and the Logout button; icons only when collapsed. Spaced to show every item, Admin Panel
 * included, above the Logout footer at 1280×800; on a shorter screen the sections scroll.
 */
export function SidebarNav({ collapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useAuth();
  const sections = NAV_SECTIONS.filter((section) => !section.adminOnly || user.role === 'admin');
  const itemClass = `flex items-center gap-3 rounded-lg py-2 text-sm font-medium transition-colors ${collapsed ? 'justify-center px-2' : 'px-3'}`;

  return (
    <>
      <nav aria-label={t('app.sidebarNav.main')} className="flex-1 overflow-y-auto px-3 py-3">
        {sections.map((section) => (
          <div key={section.title} className="mb-4 last:mb-0">
            {collapsed ? (
              <hr className="mx-2 mb-3 border-slate-200" />
            ) : (
              <p className="mb-2 px-3 text-[11px] font-semibold tracking-wider text-muted">
                {t(`app.nav.sections.${section.title}`)}
              </p>
            )}
            <ul className="space-y-1">
              {section.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={onNavigate}
                    title={collapsed ? t(`app.nav.items.${item.label}`) : undefined}
                    className={({ isActive }) =>
                      `${itemClass} ${isActive ? 'bg-violet-600 text-white shadow-sm shadow-violet-300' : 'text-slate-600 hover:bg-violet-50 hover:text-violet-700'}`
                    }
                  >
                    <item.icon className="size-5 shrink-0" />
                    <span className={collapsed ? 'sr-only' : 'flex-1 truncate'}>
                      {t(`app.nav.items.${item.label}`)}
                    </span>
                    {item.badge && !collapsed && (
                      <Badge tone={item.badge.tone}>{t(`app.nav.badges.${item.badge.text}`)}</Badge>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-slate-200 p-2">
        <button
          type="button"
          onClick={logout}
          title={collapsed ? t('app.sidebarNav.logout') : undefined}
          className={`${itemClass} w-full text-rose-600 hover:bg-rose-50`}
        >
          <LogOut className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : ''}>{t('app.sidebarNav.logout')}</span>
        </button>
      </div>
    </>
  );
}
