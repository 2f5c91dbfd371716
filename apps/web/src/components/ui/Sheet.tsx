import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

type Side = 'left' | 'bottom';

type Props = {
  label: string;
  /** The drawer slides from the left; the palette rises from the bottom. */
  side: Side;
  onClose: () => void;
  /** Classes for the backdrop, e.g. to hide it from tablet width up. */
  className?: string;
  children: ReactNode;
};

const BACKDROP: Record<Side, string> = { left: '', bottom: 'flex items-end' };
const PANEL: Record<Side, string> = {
  left: 'absolute inset-y-0 left-0 w-72 max-w-[85vw]',
  bottom: 'relative max-h-[85dvh] w-full rounded-t-2xl',
};

/**
 * A panel over the edge of the screen, React Aria's modal: the focus stays inside, Escape or a press on the backdrop
 * closes it, and the focus returns to the button that opened it.
 */
export function Sheet({ label, side, onClose, className = '', children }: Props) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => open || onClose()}
      className={`fixed inset-0 z-50 bg-slate-900/50 ${BACKDROP[side]} ${className}`}
    >
      <Modal className={`flex flex-col bg-white shadow-xl ${PANEL[side]}`}>
        <Dialog aria-label={label} className="flex min-h-0 flex-1 flex-col outline-none">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
