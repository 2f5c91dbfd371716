import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import type { SubmitRetry } from '../hooks/use-submit-attempt';

/**
 * A submission waiting to be tried again: where the answers are, that it will go by itself, and when it is next
 * tried. Never a failure: the try is queued.
 */
export function SubmitRetryNotice({ retry, answered }: { retry: SubmitRetry; answered: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.submitRetry' });
  const now = useNow();
  const seconds = Math.max(0, Math.ceil((retry.at - now) / 1000));
  return (
    <div role="status" className="rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      <p className="font-semibold">
        {retry.offline ? t('offline', { count: answered }) : t('server', { count: answered })}
      </p>
      <p className="mt-1">{seconds > 0 ? t('nextTry', { count: seconds }) : t('trying')}</p>
    </div>
  );
}
