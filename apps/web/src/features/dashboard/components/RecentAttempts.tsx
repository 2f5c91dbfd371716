import { type AttemptSummary, formatDateTime, formatDuration, scoreBand } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScoreText } from '../../../components/attempts/ScoreText';

/** The latest attempts, each linking to its result. */
export function RecentAttempts({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboard.recentAttempts' });
  return (
    <ul className="divide-y divide-slate-100">
      {attempts.map((attempt) => (
        <li key={attempt._id} className="relative flex items-center gap-3 px-5 py-4 hover:bg-slate-50">
          <div className="min-w-0 flex-1">
            <Link
              to={`/result/${attempt._id}`}
              className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-violet-700 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-violet-500 focus-visible:after:ring-inset"
            >
              {attempt.test.title}
            </Link>
            <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(attempt.submittedAt ?? attempt.createdAt)}</p>
            <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
              <div className="flex gap-1">
                <dt>{t('accuracy')}</dt>
                <dd className="font-medium text-slate-800">{attempt.accuracy}%</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('time')}</dt>
                <dd className="font-medium text-slate-800">{formatDuration(attempt.timeTaken)}</dd>
              </div>
              {attempt.rank !== null && (
                <div className="flex gap-1">
                  <dt>{t('rank')}</dt>
                  <dd className="font-medium text-slate-800">#{attempt.rank}</dd>
                </div>
              )}
            </dl>
          </div>
          <div className="shrink-0 text-right">
            <ScoreText score={attempt.score} className="text-lg" />
            <p className="text-xs font-medium text-slate-500">{scoreBand(attempt.score).label}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
