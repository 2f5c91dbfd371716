import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

type Props = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** 'danger' (the default) for deletes and other changes that cannot be undone. */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: both buttons wait and the dialog cannot be dismissed. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** SPEC 2.13: "every delete asks for confirmation first". Escape or Cancel answers no. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  tone = 'danger',
  pending = false,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={pending ? () => undefined : onCancel}>
      <div className="text-slate-700">{message}</div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('ui.cancel')}
        </Button>
        <Button variant={tone} onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
