import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { CloseButton } from './CloseButton';

type Props = {
  title: string;
  onClose: () => void;
  /** Unsaved changes: Escape or the close button first asks whether to discard them. */
  dirty?: boolean;
  children: ReactNode;
};

const OVERLAY = 'fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center sm:p-4';

/**
 * A dialog labelled by its title (React Aria's modal: the focus stays in, Escape closes, the page behind is hidden
 * from assistive technology and stops scrolling, the focus returns to the opener), full screen on phones.
 */
export function Modal({ title, onClose, dirty = false, children }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const dismiss = () => (dirty ? setAsking(true) : onClose());
  const bodyRef = useRef<HTMLDivElement>(null);

  // React Aria focuses the dialog itself; a form starts in its first field.
  useEffect(() => bodyRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);

  return (
    <>
      <ModalOverlay isOpen onOpenChange={(open) => open || dismiss()} className={OVERLAY}>
        <AriaModal className="flex h-full w-full flex-col bg-white shadow-xl sm:h-auto sm:max-h-[90dvh] sm:max-w-lg sm:rounded-2xl">
          <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
              <Heading slot="title" level={2} className="text-lg font-semibold text-slate-900">
                {title}
              </Heading>
              <CloseButton label={t('ui.modal.close')} onClose={dismiss} />
            </div>
            <div ref={bodyRef} className="flex-1 overflow-y-auto px-5 py-5">
              {children}
            </div>
          </Dialog>
        </AriaModal>
      </ModalOverlay>
      {asking && <DiscardPrompt onKeep={() => setAsking(false)} onDiscard={onClose} />}
    </>
  );
}

/** "Discard changes?" over the dialog; Escape or Keep editing goes back to the form as it was. */
function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => open || onKeep()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
    >
      <AriaModal className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" level={2} className="text-lg font-semibold text-slate-900">
            {t('ui.modal.discardTitle')}
          </Heading>
          <p className="mt-2 text-sm text-slate-600">{t('ui.modal.discardMessage')}</p>
          <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
            <Button variant="secondary" onClick={onKeep}>
              {t('ui.modal.keepEditing')}
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              {t('ui.modal.discard')}
            </Button>
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
