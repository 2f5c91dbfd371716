import { useTranslation } from 'react-i18next';

type Props = { count?: number; className?: string; label?: string };

/** Grey placeholder blocks in the shape of the cards that are loading. */
export function SkeletonCards({ count = 3, className = 'h-40', label }: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" className="contents">
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      {Array.from({ length: count }, (_, i) => i).map((n) => (
        <div key={n} aria-hidden="true" className={`animate-pulse rounded-2xl bg-slate-200/70 ${className}`} />
      ))}
    </div>
  );
}
