import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../lib/use-dismiss';
import { Brand } from './Brand';
import { SidebarNav } from './SidebarNav';

/** The sidebar as an off-canvas menu on phones (under 768 px). */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'app.mobileDrawer' });
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDismiss(panelRef, true, onClose);
  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('menu')}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <Brand />
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('closeMenu')}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
          >
            <X />
          </button>
        </div>
        <SidebarNav collapsed={false} onNavigate={onClose} />
      </div>
    </div>
  );
}
