import Menu from 'lucide-react/icons/menu';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch';
import { Brand } from './Brand';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';

type Props = { drawerOpen: boolean; onPrepareDrawer(): void; onOpenDrawer(): void };

export function TopBar({ drawerOpen, onPrepareDrawer, onOpenDrawer }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'app.topBar' });
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6 print:hidden">
      <button
        type="button"
        onPointerEnter={onPrepareDrawer}
        onFocus={onPrepareDrawer}
        onClick={onOpenDrawer}
        aria-label={t('openMobileMenu')}
        aria-expanded={drawerOpen}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden"
      >
        <Menu className="size-6" />
      </button>
      <div className="md:hidden">
        <Brand compact />
      </div>
      <div className="flex-1" />
      <LanguageSwitch />
      <NotificationsMenu />
      <UserMenu />
    </header>
  );
}
