import { formatDateTime, formatINR, type LiveStatus, type LiveTest } from '@mockprep/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { TestCardHeading } from '../../../components/mock-tests/TestCardHeading';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { formatCountdown } from '../countdown';

type Props = {
  test: LiveTest;
  status: LiveStatus;
  now: number;
  onRegister: (test: LiveTest) => void;
  registering: boolean;
};

const STATUS: Record<LiveStatus, { label: string; tone: BadgeTone }> = {
  live: { label: 'Live now', tone: 'red' },
  upcoming: { label: 'Upcoming', tone: 'amber' },
  ended: { label: 'Ended', tone: 'violet' },
};

const students = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'student' : 'students'}`;

/** One live mock: its window, a countdown, registration and the action its state allows. */
export function LiveTestCard({ test, status, now, onRegister, registering }: Props) {
  const titleId = useId();
  const startsAt = Date.parse(test.startsAt ?? '');
  const endsAt = Date.parse(test.endsAt ?? '');
  const locked = test.type === 'Paid' && !test.hasAccess;

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
        <Badge tone={test.type === 'Free' ? 'green' : 'violet'}>{test.type}</Badge>
        {test.registered && <Badge tone="green">Registered</Badge>}
      </div>
      <TestCardHeading titleId={titleId} test={test} />
      {test.startsAt && test.endsAt && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
          <Icon name="calendar" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span>
            {formatDateTime(test.startsAt)} to {formatDateTime(test.endsAt)}
          </span>
        </p>
      )}

      {status !== 'ended' && (
        <div className="mt-4 rounded-xl bg-violet-50 px-3 py-2.5 text-center">
          <p className="text-xs font-medium text-violet-700">{status === 'upcoming' ? 'Starts in' : 'Ends in'}</p>
          <p role="timer" className="text-xl font-bold text-violet-900 tabular-nums">
            {formatCountdown((status === 'upcoming' ? startsAt : endsAt) - now)}
          </p>
        </div>
      )}

      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
        <div>
          <dt className="text-xs text-slate-500">Questions</dt>
          <dd className="text-sm font-semibold text-slate-900">{test.questionCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Duration</dt>
          <dd className="text-sm font-semibold text-slate-900">{test.duration} min</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Registered</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">
            {test.registrations.toLocaleString('en-IN')}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {locked ? (
          <>
            <p className="w-full text-sm text-slate-600">
              Price <strong className="text-slate-900">{formatINR(test.price)}</strong>: buy it once in Test Series to
              take part.
            </p>
            <Link to="/tests" className={`${buttonClasses()} min-h-11 flex-1`} aria-describedby={titleId}>
              Buy in Test Series
            </Link>
          </>
        ) : (
          <Actions test={test} status={status} titleId={titleId} onRegister={onRegister} registering={registering} />
        )}
      </div>
    </article>
  );
}

type ActionProps = Omit<Props, 'now'> & { titleId: string };

function Actions({ test, status, titleId, onRegister, registering }: ActionProps) {
  if (status === 'ended') {
    return (
      <>
        <Link
          to={`/leaderboard/${test._id}`}
          className={`${buttonClasses()} min-h-11 flex-1`}
          aria-describedby={titleId}
        >
          Final Leaderboard
        </Link>
        <Link
          to={`/test/${test._id}`}
          className={`${buttonClasses('secondary')} min-h-11 flex-1`}
          aria-describedby={titleId}
        >
          Practice
        </Link>
      </>
    );
  }
  return (
    <>
      {status === 'upcoming' &&
        (test.registered ? (
          <p className="flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg bg-emerald-50 text-sm font-semibold text-emerald-700">
            <Icon name="checklist" className="size-4" />
            Registered with {students(test.registrations)}
          </p>
        ) : (
          <Button
            variant="secondary"
            onClick={() => onRegister(test)}
            pending={registering}
            pendingText="Registering..."
            className="min-h-11 flex-1"
            aria-describedby={titleId}
          >
            Register
          </Button>
        ))}
      {status === 'live' ? (
        <Link to={`/test/${test._id}`} className={`${buttonClasses()} min-h-11 flex-1`} aria-describedby={titleId}>
          Start Test
        </Link>
      ) : (
        <Button disabled className="min-h-11 flex-1" aria-describedby={titleId} title="Opens when the test starts">
          Start Test
        </Button>
      )}
    </>
  );
}
