import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './Button';

type Props = {
  onCancel: () => void;
  /** Bulk jobs pass `pending` so Cancel cannot abandon them midway. */
  cancelDisabled?: boolean;
  submitLabel: string;
  /** Without it the submit button submits the form it sits in. */
  onSubmit?: () => void;
  submitDisabled?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  pending: boolean;
  pendingText: string;
  /** The space above the buttons; the default suits a `space-y-4` stack. */
  className?: string;
};

/** A modal's footer: Cancel, then the button that does the job (stacked, job first, on phones). */
export function ModalActions({
  onCancel,
  cancelDisabled,
  submitLabel,
  onSubmit,
  submitDisabled,
  submitRef,
  variant,
  pending,
  pendingText,
  className = 'pt-2',
}: Props) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {t('ui.cancel')}
      </Button>
      <Button
        ref={submitRef}
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        disabled={submitDisabled}
        variant={variant}
        pending={pending}
        pendingText={pendingText}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
