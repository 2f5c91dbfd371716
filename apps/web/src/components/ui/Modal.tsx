import { type ReactNode, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../lib/use-dialog';
import { Button } from './Button';
import { Icon } from './Icon';

type Props = {
  title: string;
  onClose: () => void;
  /** Unsaved changes: Escape or the close button first asks whether to discard them. */
  dirty?: boolean;
  children: ReactNode;
};

const OVERLAY = 'fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center sm:p-4';

/** A dialog labelled by its title: Escape closes, focus moves in and stays in, full screen on phones. */
export function Modal({ title, onClose, dirty = false, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const dismiss = () => (dirty ? setAsking(true) : onClose());

  const onKeyDown = useDialog(dialogRef, dismiss);

  return createPortal(
    <div className={OVERLAY}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex h-full w-full flex-col bg-white shadow-xl outline-none sm:h-auto sm:max-h-[90dvh] sm:max-w-lg sm:rounded-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('ui.modal.close')}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      </div>
      {asking && <DiscardPrompt onKeep={() => setAsking(false)} onDiscard={onClose} />}
    </div>,
    document.body,
  );
}

/** "Discard changes?" over the dialog; Escape or Keep editing goes back to the form as it was. */
function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const promptRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialog(promptRef, onKeep);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        ref={promptRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl outline-none"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('ui.modal.discardTitle')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t('ui.modal.discardMessage')}</p>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={onKeep}>
            {t('ui.modal.keepEditing')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {t('ui.modal.discard')}
          </Button>
        </div>
      </div>
    </div>
  );
}
