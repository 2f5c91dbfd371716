import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../lib/use-dialog';

type Props = { onClose: () => void; children: ReactNode };

/**
 * The question palette on a phone: a sheet over the bottom of the screen, a modal dialog (the focus stays inside,
 * Escape or the backdrop closes it, the focus returns to the button that opened it).
 */
export function PaletteSheet({ onClose, children }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.paletteSheet' });
  const sheetRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialog(sheetRef, onClose);
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default bg-slate-900/50"
        onClick={onClose}
      />
      <div
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('title')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative flex max-h-[85dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none"
      >
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
      </div>
    </div>,
    document.body,
  );
}
