import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../components/ui/CloseButton';
import { Sheet } from '../../../components/ui/Sheet';

type Props = { onClose: () => void; children: ReactNode };

/** The question palette on a phone: a sheet over the bottom of the screen. */
export function PaletteSheet({ onClose, children }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.paletteSheet' });
  return (
    <Sheet label={t('title')} side="bottom" onClose={onClose}>
      <div className="flex justify-end px-2 pt-2">
        <span
          aria-hidden="true"
          className="absolute top-2 left-1/2 h-1 w-10 -translate-x-1/2 rounded-full bg-slate-300"
        />
        <CloseButton label={t('close')} onClose={onClose} />
      </div>
      <div className="overflow-y-auto px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{children}</div>
    </Sheet>
  );
}
