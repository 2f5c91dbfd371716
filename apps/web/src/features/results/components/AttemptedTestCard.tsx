import type { AttemptedTest } from '@mockprep/contract';
import { formatDate } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AttemptCardHeading } from '../../../components/attempts/AttemptCardHeading';
import { AttemptCardLinks } from '../../../components/attempts/AttemptCardLinks';
import { ScoreText } from '../../../components/attempts/ScoreText';

/** A test the student attempted: how often (the retakes after the ranked first are practice), best and last score, when, and where to look. */
export function AttemptedTestCard({ entry }: { entry: AttemptedTest }) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.attemptedTestCard' });
  const titleId = useId();
  const { test } = entry;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <AttemptCardHeading titleId={titleId} test={test} />
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('attempts')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {entry.attempts > 1 ? t('withPractice', { count: entry.attempts, practice: entry.attempts - 1 }) : 1}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('lastAttempted')}</dt>
          <dd className="font-semibold text-slate-900">{formatDate(entry.lastAttemptedAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('bestScore')}</dt>
          <dd>
            <ScoreText score={entry.bestScore} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('lastScore')}</dt>
          <dd>
            <ScoreText score={entry.lastScore} />
          </dd>
        </div>
      </dl>
      <AttemptCardLinks
        titleId={titleId}
        test={test}
        attemptId={entry.lastAttemptId}
        resultLabel={t('viewLastResult')}
      />
    </article>
  );
}
