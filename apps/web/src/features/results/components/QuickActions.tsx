import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';

type Props = { reviewOpen: boolean; reviewId: string; onToggleReview: () => void };

/** Show/Hide Answer Review, Take Another Test, Back to Dashboard. */
export function QuickActions({ reviewOpen, reviewId, onToggleReview }: Props) {
  return (
    <section
      aria-labelledby="actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="actions-title" className="font-semibold text-slate-900">
        Quick Actions
      </h2>
      <div className="mt-4 flex flex-col gap-2">
        <Button onClick={onToggleReview} aria-expanded={reviewOpen} aria-controls={reviewId}>
          {reviewOpen ? 'Hide Answer Review' : 'Show Answer Review'}
        </Button>
        <Link to="/tests" className={buttonClasses('secondary')}>
          Take Another Test
        </Link>
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}
