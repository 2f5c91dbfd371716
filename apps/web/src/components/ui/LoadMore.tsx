import { useTranslation } from 'react-i18next';
import { Button } from './Button';

type Props = {
  /** "Showing 20 of 1,240 tests", when the list has a total. */
  summary?: string;
  hasMore: boolean;
  pending: boolean;
  onMore(): void;
};

/** The foot of a server-paged list: how much is shown, and a button for the next page while there is one. */
export function LoadMore({ summary, hasMore, pending, onMore }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'ui.loadMore' });
  if (!summary && !hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-2">
      {summary && (
        <p className="text-sm text-slate-500" aria-live="polite">
          {summary}
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" onClick={onMore} pending={pending} pendingText={t('loading')}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}
