import type { RunningAttempt } from '@mockprep/contract';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeLeftText } from '../../../components/mock-tests/time-left';
import { buttonClasses } from '../../../components/ui/Button';

/** "Continue your test": each unfinished attempt with its time left and a way back into it. */
export function ContinueBanner({ attempts }: { attempts: RunningAttempt[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="continue-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h2 id="continue-title" className="flex items-center gap-2 font-semibold text-amber-900">
        <Clock className="size-5 shrink-0" />
        {t('dashboard.continueBanner.continueYourTest')}
      </h2>
      <ul className="mt-3 space-y-2">
        {attempts.map((attempt) => (
          <RunningRow key={attempt.attemptId} attempt={attempt} />
        ))}
      </ul>
    </section>
  );
}

function RunningRow({ attempt }: { attempt: RunningAttempt }) {
  const { t } = useTranslation();
  const timeLeft = useTimeLeftText();
  const titleId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-white p-3 shadow-sm">
      <div className="min-w-0">
        <p id={titleId} className="font-medium break-words text-slate-900">
          {attempt.test.title}
        </p>
        <p className="text-sm text-amber-800">{timeLeft(attempt.secondsLeft)}</p>
      </div>
      <Link
        to={`/test/${attempt.test._id}`}
        className={`${buttonClasses()} min-h-11 grow sm:grow-0`}
        aria-describedby={titleId}
      >
        {t('mockTests.myAttempts.resume')}
      </Link>
    </li>
  );
}
