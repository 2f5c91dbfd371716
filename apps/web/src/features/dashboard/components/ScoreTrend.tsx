import type { AttemptSummary } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { trendPoints } from '../stats';

const BOX = { width: 400, height: 150, padding: 28 };
const GRID = [0, 50, 100];

/** A line of the scores of the latest results, oldest to newest, with the values listed for screen readers. */
export function ScoreTrend({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboard.scoreTrend' });
  const titleId = useId();
  const chartTitleId = useId();
  const points = trendPoints(
    attempts.map((attempt) => attempt.score),
    BOX,
  );
  const gridY = trendPoints(GRID, BOX).map((point) => point.y);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="font-semibold text-slate-900">
        {t('scoreTrend')}
      </h2>
      <p className="text-xs text-slate-500">{t('yourLastLengthResultsOldest', { length: attempts.length })}</p>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby={chartTitleId}
      >
        <title id={chartTitleId}>{t('lineChartOfYourScores', { length: attempts.length })}</title>
        {GRID.map((value, i) => (
          <g key={value}>
            <line
              x1={BOX.padding}
              x2={BOX.width - BOX.padding}
              y1={gridY[i]}
              y2={gridY[i]}
              className="stroke-slate-100"
              strokeWidth={1}
            />
            <text x={BOX.padding - 8} y={(gridY[i] ?? 0) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {value}
            </text>
          </g>
        ))}
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          className="stroke-violet-500"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.map((point, i) => (
          <circle
            key={attempts[i]?._id}
            cx={point.x}
            cy={point.y}
            r={3.5}
            className="fill-white stroke-violet-600"
            strokeWidth={2}
          />
        ))}
      </svg>
      <ol className="sr-only">
        {attempts.map((attempt) => (
          <li key={attempt._id}>
            {attempt.test.title}: {attempt.score}%
          </li>
        ))}
      </ol>
    </section>
  );
}
