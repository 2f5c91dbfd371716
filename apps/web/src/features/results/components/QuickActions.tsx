import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';

/** `onToggleReview` is null while the review is closed to the student (see ReviewLocked). */
type Props = { reviewOpen: boolean; reviewId: string; onToggleReview: (() => void) | null };

/** Show/Hide Answer Review, Take Another Test, Back to Dashboard. */
export function QuickActions({ reviewOpen, reviewId, onToggleReview }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.quickActions' });
  return (
    <section
      aria-labelledby="actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="actions-title" className="font-semibold text-slate-900">
        {t('quickActions')}
      </h2>
      <div className="mt-4 flex flex-col gap-2">
        {onToggleReview && (
          <Button onClick={onToggleReview} aria-expanded={reviewOpen} aria-controls={reviewId}>
            {reviewOpen ? t('hideAnswerReview') : t('showAnswerReview')}
          </Button>
        )}
        <Link to="/tests" className={buttonClasses('secondary')}>
          {t('takeAnotherTest')}
        </Link>
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          {t('backToDashboard')}
        </Link>
      </div>
    </section>
  );
}
