import { type AttemptResult, formatDate, formatDateTime, formatDuration, type User } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { usePageSubject } from '../../../lib/page-title';

/** `onReview` is null while the answer review is closed to the student (see ReviewLocked). */
type Props = {
  result: AttemptResult;
  student: Pick<User, 'name' | 'mobile'>;
  onShare: () => void;
  onReview: (() => void) | null;
};

/**
 * Title, subject, date, time taken and rank, with Answer Review, Print and Share; on paper, the student's name and
 * mobile and the day it was printed instead of the buttons.
 */
export function ResultHeader({ result, student, onShare, onReview }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.resultHeader' });
  const { test } = result;
  usePageSubject(test.title);
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between print:border-0 print:p-0 print:shadow-none">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-violet-700">{t('testResult')}</p>
        <p className="hidden flex-wrap gap-x-4 text-base font-semibold text-slate-900 print:flex">
          <span>{t('student', { name: student.name })}</span>
          {student.mobile && <span>{t('mobile', { mobile: student.mobile })}</span>}
          <span>{t('printedOn', { date: formatDate(new Date().toISOString()) })}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{test.title}</h1>
          {test.deleted && <Badge tone="red">{t('testDeleted')}</Badge>}
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          {test.subject && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('subject')}</dt>
              <dd>{test.subject}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="sr-only">{t('date')}</dt>
            <dd>{formatDateTime(result.submittedAt ?? result.createdAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('timeTaken')}</dt>
            <dd className="font-medium text-slate-800">{formatDuration(result.timeTaken)}</dd>
          </div>
          {result.rank !== null && (
            <div className="flex gap-1">
              <dt>{t('rank')}</dt>
              <dd className="font-medium text-slate-800">#{result.rank}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 print:hidden">
        {onReview && (
          <Button variant="secondary" onClick={onReview}>
            {t('reviewAnswers')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button onClick={onShare}>{t('share')}</Button>
      </div>
    </section>
  );
}
