import { formatDate } from '@mockprep/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/Badge';
import { buttonClasses } from '../../../components/Button';
import { ScoreText } from '../../../components/ScoreText';
import type { AttemptedTest } from '../group';

/** A test the student attempted: how often, best and last score, when, and where to look. */
export function AttemptedTestCard({ entry }: { entry: AttemptedTest }) {
  const titleId = useId();
  const { test } = entry;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="font-semibold text-slate-900">
        {test.title}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{test.subject}</p>
      {test.deleted && (
        <div className="mt-1.5">
          <Badge tone="red">Test Deleted</Badge>
        </div>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Attempts</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{entry.attempts}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last attempted</dt>
          <dd className="font-semibold text-slate-900">{formatDate(entry.lastAttemptedAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Best score</dt>
          <dd>
            <ScoreText score={entry.bestScore} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last score</dt>
          <dd>
            <ScoreText score={entry.lastScore} />
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link
          to={`/result/${entry.lastAttemptId}`}
          className={`${buttonClasses()} flex-1 whitespace-nowrap`}
          aria-describedby={titleId}
        >
          View Last Result
        </Link>
        {!test.deleted && (
          <Link to={`/leaderboard/${test._id}`} className={buttonClasses('secondary')} aria-describedby={titleId}>
            Leaderboard
          </Link>
        )}
      </div>
    </article>
  );
}
