import type { AttemptResult } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { DonutChart } from '../../../components/ui/DonutChart';
import { shareOf } from '../answer-status';

/**
 * Correct, Incorrect and Unanswered with their percents, and the donut with accuracy in the hole. Partly right
 * answers (counted as incorrect by the summary) get a row of their own when there are any.
 */
export function AnswerBreakdown({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const total = result.totalQuestions;
  const partial = result.sections.reduce((sum, section) => sum + section.partial, 0);
  const rows = [
    {
      label: t('results.status.correct'),
      value: result.correctCount,
      stroke: 'stroke-emerald-500',
      dot: 'bg-emerald-500',
    },
    ...(partial > 0
      ? [{ label: t('results.status.partial'), value: partial, stroke: 'stroke-amber-400', dot: 'bg-amber-400' }]
      : []),
    {
      label: t('results.status.incorrect'),
      value: result.incorrectCount - partial,
      stroke: 'stroke-rose-500',
      dot: 'bg-rose-500',
    },
    {
      label: t('results.status.unanswered'),
      value: result.unansweredCount,
      stroke: 'stroke-slate-300',
      dot: 'bg-slate-300',
    },
  ];
  return (
    <section
      aria-labelledby="breakdown-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid"
    >
      <h2 id="breakdown-title" className="font-semibold text-slate-900">
        {t('results.answerBreakdown.answerBreakdown')}
      </h2>
      <div className="mt-4 grid items-center gap-5 sm:grid-cols-2">
        <DonutChart segments={rows} label={rows.map((row) => `${row.label} ${row.value}`).join(', ')}>
          <span className="text-3xl font-bold text-slate-900 tabular-nums">{result.accuracy}%</span>
          <span className="text-xs font-medium text-slate-500">{t('results.answerBreakdown.accuracy')}</span>
        </DonutChart>
        <dl className="space-y-3">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2.5">
              <dt className="flex items-center gap-2 text-sm text-slate-600">
                <span className={`size-2.5 rounded-full ${row.dot}`} aria-hidden="true" />
                {row.label}
              </dt>
              <dd className="text-right">
                <span className="font-bold text-slate-900 tabular-nums">{row.value}</span>
                <span className="ml-1.5 text-xs text-slate-500 tabular-nums">({shareOf(row.value, total)}%)</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
