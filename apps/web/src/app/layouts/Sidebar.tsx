import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { SidebarNav } from './SidebarNav';

type Props = { collapsed: boolean; onToggle: () => void };

/** The sidebar from tablet width up; phones get the MobileDrawer instead. */
export function Sidebar({ collapsed, onToggle }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'app.sidebar' });
  return (
    <aside
      aria-label={t('sidebar')}
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex print:hidden ${collapsed ? 'w-20' : 'w-64'}`}
    >
      <div
        className={`flex h-16 items-center border-b border-slate-200 px-4 ${collapsed ? 'justify-center' : 'justify-between'}`}
      >
        {!collapsed && <Brand />}
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
          aria-expanded={!collapsed}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </button>
      </div>
      <SidebarNav collapsed={collapsed} />
    </aside>
  );
}
