import { useTranslation } from 'react-i18next';
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
      aria-hidden="true"
    />
  );
}

/** Shown while the session is read (SPEC 2.1) and while a screen's code loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-violet-600" role="status">
      <Spinner className="size-10" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </div>
  );
}
