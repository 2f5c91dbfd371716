import { formatDateTime } from '@mockprep/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** In place of the navigator and the answer review while the server keeps the key back (a live test not over yet). */
export function ReviewLocked({ availableAt }: { availableAt: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.reviewLocked' });
  return (
    <section
      aria-labelledby="review-title"
      className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-50 text-violet-600">
        <Lock className="size-5" />
      </span>
      <div>
        <h2 id="review-title" className="font-semibold text-slate-900">
          {t('answerReview')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('availableAfter', { time: formatDateTime(availableAt) })}</p>
      </div>
    </section>
  );
}
