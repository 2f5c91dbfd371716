import { formatDateTime, formatINR, type LiveStatus, type LiveTest } from '@mockprep/contract';
import { Calendar, ClipboardCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BestScore,
  myAttemptState,
  ResumeLink,
  RetakeLink,
  ViewResultLink,
} from '../../../components/mock-tests/MyAttemptLinks';
import { TestCardHeading } from '../../../components/mock-tests/TestCardHeading';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { formatCountdown } from '../../../lib/countdown';

type Props = {
  test: LiveTest;
  status: LiveStatus;
  now: number;
  onRegister: (test: LiveTest) => void;
  registering: boolean;
};

const STATUS_TONE: Record<LiveStatus, BadgeTone> = { live: 'red', upcoming: 'amber', ended: 'violet' };

/**
 * One live mock: its window, a countdown, registration and the action its state allows. The student's running
 * attempt shows Resume and a submitted one View result; a retake is offered only after the window (practice).
 */
export function LiveTestCard({ test, status, now, onRegister, registering }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const startsAt = Date.parse(test.startsAt ?? '');
  const endsAt = Date.parse(test.endsAt ?? '');
  const locked = test.type === 'Paid' && !test.hasAccess;
  const mine = myAttemptState(test.mine);

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[status]}>{t(`liveTests.liveTestCard.status.${status}`)}</Badge>
        <Badge tone={test.type === 'Free' ? 'green' : 'violet'}>{test.type}</Badge>
        {test.registered && <Badge tone="green">{t('liveTests.liveTestCard.registered')}</Badge>}
      </div>
      <TestCardHeading titleId={titleId} test={test} />
      {test.startsAt && test.endsAt && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
          <Calendar className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            {t('liveTests.liveTestCard.startsAtToEndsAt', {
              startsAt: formatDateTime(test.startsAt),
              endsAt: formatDateTime(test.endsAt),
            })}
          </span>
        </p>
      )}

      {status !== 'ended' && (
        <div className="mt-4 rounded-xl bg-violet-50 px-3 py-2.5 text-center">
          <p className="text-xs font-medium text-violet-700">
            {status === 'upcoming' ? t('liveTests.liveTestCard.startsIn') : t('liveTests.liveTestCard.endsIn')}
          </p>
          <p role="timer" className="text-xl font-bold text-violet-900 tabular-nums">
            {formatCountdown((status === 'upcoming' ? startsAt : endsAt) - now)}
          </p>
        </div>
      )}

      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
        <div>
          <dt className="text-xs text-slate-500">{t('liveTests.liveTestCard.questions')}</dt>
          <dd className="text-sm font-semibold text-slate-900">{test.questionCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('liveTests.liveTestCard.duration')}</dt>
          <dd className="text-sm font-semibold text-slate-900">{t('common.minutes', { count: test.duration })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('liveTests.liveTestCard.registered')}</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">
            {test.registrations.toLocaleString('en-IN')}
          </dd>
        </div>
      </dl>

      {!locked && mine.kind === 'submitted' && <BestScore score={mine.submitted.bestScore} className="mt-3" />}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {locked ? (
          <>
            <p className="w-full text-sm text-slate-600">
              {t('liveTests.liveTestCard.price')} <strong className="text-slate-900">{formatINR(test.price)}</strong>
              {t('liveTests.liveTestCard.buyItOnceInTest')}
            </p>
            <Link to="/tests" className={`${buttonClasses()} min-h-11 flex-1`} aria-describedby={titleId}>
              {t('liveTests.liveTestCard.buyInTestSeries')}
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
  const { t } = useTranslation();
  const mine = myAttemptState(test.mine);
  // A test never taken keeps its equal halves; the student's own links size to their text and wrap whole.
  const fixed = 'min-h-11 flex-1';
  const grow = 'min-h-11 grow';
  const mineLink =
    mine.kind === 'running' ? (
      <ResumeLink testId={test._id} titleId={titleId} secondsLeft={mine.running.secondsLeft} className={grow} />
    ) : mine.kind === 'submitted' ? (
      <ViewResultLink attemptId={mine.submitted.lastAttemptId} titleId={titleId} className={grow} />
    ) : null;

  if (status === 'ended') {
    return (
      <>
        {mineLink}
        {/* After the window the test is practice: a submitted one is retaken (the test page confirms it). */}
        {mine.kind === 'submitted' && <RetakeLink testId={test._id} titleId={titleId} className={grow} />}
        <Link
          to={`/leaderboard/${test._id}`}
          className={mineLink ? `${buttonClasses('secondary')} ${grow}` : `${buttonClasses()} ${fixed}`}
          aria-describedby={titleId}
        >
          {t('liveTests.liveTestCard.finalLeaderboard')}
        </Link>
        {!mineLink && (
          <Link
            to={`/test/${test._id}`}
            className={`${buttonClasses('secondary')} ${fixed}`}
            aria-describedby={titleId}
          >
            {t('liveTests.liveTestCard.practice')}
          </Link>
        )}
      </>
    );
  }
  return (
    <>
      {status === 'upcoming' &&
        (test.registered ? (
          <p className="flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg bg-emerald-50 text-sm font-semibold text-emerald-700">
            <ClipboardCheck className="size-4" />
            {t('liveTests.liveTestCard.registeredWith', {
              count: test.registrations,
              formatted: test.registrations.toLocaleString('en-IN'),
            })}
          </p>
        ) : (
          <Button
            variant="secondary"
            onClick={() => onRegister(test)}
            pending={registering}
            pendingText={t('liveTests.liveTestCard.registering')}
            className={fixed}
            aria-describedby={titleId}
          >
            {t('liveTests.liveTestCard.register')}
          </Button>
        ))}
      {mineLink ??
        (status === 'live' ? (
          <Link to={`/test/${test._id}`} className={`${buttonClasses()} ${fixed}`} aria-describedby={titleId}>
            {t('liveTests.liveTestCard.startTest')}
          </Link>
        ) : (
          <Button
            disabled
            className={fixed}
            aria-describedby={titleId}
            title={t('liveTests.liveTestCard.opensWhenTheTestStarts')}
          >
            {t('liveTests.liveTestCard.startTest')}
          </Button>
        ))}
    </>
  );
}
