import { type AttemptSummary, formatDateTime, formatDuration } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AttemptCardHeading } from '../../../components/attempts/AttemptCardHeading';
import { AttemptCardLinks } from '../../../components/attempts/AttemptCardLinks';
import { ScoreText } from '../../../components/attempts/ScoreText';
import { Badge } from '../../../components/ui/Badge';

/** A My Results card: title, score with emoji, subject, figures, View Details and Leaderboard; a retake is tagged Practice. */
export function ResultCard({ attempt }: { attempt: AttemptSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { test } = attempt;
  const figures = [
    { label: t('results.resultCard.timeTaken'), value: formatDuration(attempt.timeTaken) },
    { label: t('results.resultCard.accuracy'), value: `${attempt.accuracy}%` },
    {
      label: t('results.resultCard.duration'),
      value: test.duration ? t('common.minutes', { count: test.duration }) : '—',
    },
    { label: t('results.resultCard.date'), value: formatDateTime(attempt.submittedAt ?? attempt.createdAt) },
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <AttemptCardHeading titleId={titleId} test={test} />
          {!attempt.isCounted && (
            <p className="mt-2">
              <Badge tone="slate">{t('results.resultCard.practice')}</Badge>
            </p>
          )}
        </div>
        <ScoreText score={attempt.score} emoji className="shrink-0 text-xl" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{figure.label}</dt>
            <dd className="font-medium text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <AttemptCardLinks
        titleId={titleId}
        test={test}
        attemptId={attempt._id}
        resultLabel={t('results.resultCard.viewDetails')}
      />
    </article>
  );
}
