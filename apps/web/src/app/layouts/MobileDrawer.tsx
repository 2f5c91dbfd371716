import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../components/ui/CloseButton';
import { Sheet } from '../../components/ui/Sheet';
import { Brand } from './Brand';
import { SidebarNav } from './SidebarNav';

/** The sidebar as an off-canvas menu on phones (under 768 px). */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'app.mobileDrawer' });
  return (
    <Sheet label={t('menu')} side="left" onClose={onClose} className="md:hidden">
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <Brand />
        <CloseButton label={t('closeMenu')} onClose={onClose} autoFocus />
      </div>
      <SidebarNav collapsed={false} onNavigate={onClose} />
    </Sheet>
  );
}
