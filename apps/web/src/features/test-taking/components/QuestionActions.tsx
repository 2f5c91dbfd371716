import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Shown above the buttons while the bar is stuck to the bottom (phones). */
  status?: ReactNode;
  isFirst: boolean;
  isLast: boolean;
  marked: boolean;
  submitting: boolean;
  onPrevious: () => void;
  /** Move on, with the question marked for review (true) or not (false). */
  onNext: (marked: boolean) => void;
  /** The last question has no next: its mark is toggled where it is. */
  onToggleMark: () => void;
  onSubmit: () => void;
};

const base =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-xl px-2 py-1.5 text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-not-allowed sm:px-4';
const secondary = `${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400 disabled:hover:bg-white`;
const primary = `${base} bg-violet-600 text-white hover:bg-violet-700 disabled:bg-violet-400`;
const markedLook = `${base} border border-amber-400 bg-amber-100 text-amber-900 hover:bg-amber-200`;

/**
 * The NTA buttons: Previous, Mark for Review & Next, Save & Next (which takes a mark off); on the last question a
 * Mark for Review toggle and Submit Test. A bar stuck to the bottom on phones.
 */
export function QuestionActions({
  status,
  isFirst,
  isLast,
  marked,
  submitting,
  onPrevious,
  onNext,
  onToggleMark,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
      {status && <div className="mb-2">{status}</div>}
      <div className="grid grid-cols-[minmax(5.5rem,auto)_1fr_minmax(5.5rem,auto)] gap-2 lg:flex lg:justify-between">
        <button type="button" className={secondary} disabled={isFirst} onClick={onPrevious}>
          <ChevronLeft className="hidden size-4 sm:block" />
          {t('testTaking.questionActions.previous')}
        </button>
        {isLast ? (
          <button
            type="button"
            className={marked ? markedLook : secondary}
            aria-pressed={marked}
            onClick={onToggleMark}
          >
            {marked ? t('testTaking.questionActions.marked') : t('testTaking.questionActions.markForReview')}
          </button>
        ) : (
          <button type="button" className={secondary} onClick={() => onNext(true)}>
            {t('testTaking.questionActions.markForReviewNext')}
          </button>
        )}
        {isLast ? (
          <button type="button" className={primary} disabled={submitting} onClick={onSubmit}>
            {submitting ? t('testTaking.questionActions.submitting') : t('testTaking.questionActions.submitTest')}
          </button>
        ) : (
          <button type="button" className={primary} onClick={() => onNext(false)}>
            {t('testTaking.questionActions.saveNext')}
            <ChevronRight className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
