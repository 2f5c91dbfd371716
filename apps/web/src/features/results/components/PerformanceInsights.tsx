import { type AttemptResult, barWidth } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { standingText } from '../standing';

/** Bars for score and accuracy (width clamped to 2..100) and the rank with the student's standing. */
export function PerformanceInsights({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.performanceInsights' });
  const bars = [
    { label: t('score'), value: result.score, fill: 'bg-violet-600' },
    { label: t('accuracy'), value: result.accuracy, fill: 'bg-emerald-500' },
  ];
  return (
    <section
      aria-labelledby="insights-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid"
    >
      <h2 id="insights-title" className="font-semibold text-slate-900">
        {t('performanceInsights')}
      </h2>
      <div className="mt-4 space-y-4">
        {bars.map((bar) => (
          <div key={bar.label}>
            <div className="mb-1.5 flex justify-between text-sm">
              <span className="text-slate-600">{bar.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{bar.value}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={bar.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.value}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100 print:border print:border-slate-300"
            >
              <div className={`h-full rounded-full ${bar.fill}`} style={{ width: `${barWidth(bar.value)}%` }} />
            </div>
          </div>
        ))}
        <div className="rounded-xl bg-violet-50 px-3 py-3">
          <p className="text-sm text-slate-600">
            {t('rank')}{' '}
            <span className="font-bold text-violet-700">
              {result.rank === null
                ? t('notRanked')
                : t('of', { rank: result.rank, participants: result.participants })}
            </span>
          </p>
          <p className="mt-0.5 text-sm font-semibold text-slate-900">
            {standingText(result.rank, result.participants)}
          </p>
        </div>
      </div>
    </section>
  );
}
