import X from 'lucide-react/icons/x';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { SidebarNav } from './SidebarNav';

/**
 * The sidebar as an off-canvas menu on phones (under 768 px): React Aria's modal, so the focus stays in, Escape or a
 * press beside it closes it, and the focus returns to the menu button.
 */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'app.mobileDrawer' });
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => open || onClose()}
      className="fixed inset-0 z-50 bg-slate-900/50 md:hidden"
    >
      <Modal className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
        <Dialog aria-label={t('menu')} className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Brand />
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the drawer opens on a press of the menu button; its close button takes the focus
              autoFocus
              onClick={onClose}
              aria-label={t('closeMenu')}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
            >
              <X />
            </button>
          </div>
          <SidebarNav collapsed={false} onNavigate={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
