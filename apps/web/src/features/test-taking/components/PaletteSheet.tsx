import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

type Props = { onClose: () => void; children: ReactNode };

/**
 * The question palette on a phone: a sheet over the bottom of the screen, React Aria's modal (the focus stays inside,
 * Escape or a press above the sheet closes it, the focus returns to the button that opened it).
 */
export function PaletteSheet({ onClose, children }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.paletteSheet' });
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => open || onClose()}
      className="fixed inset-0 z-50 flex items-end bg-slate-900/50"
    >
      <Modal className="relative flex max-h-[85dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl">
        <Dialog aria-label={t('title')} className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex justify-end px-2 pt-2">
            <span
              aria-hidden="true"
              className="absolute top-2 left-1/2 h-1 w-10 -translate-x-1/2 rounded-full bg-slate-300"
            />
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <X />
            </button>
          </div>
          <div className="overflow-y-auto px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
