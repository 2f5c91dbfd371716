import type { MyAttempts } from '@mockprep/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScoreText } from '../attempts/ScoreText';
import { type ButtonVariant, buttonClasses } from '../ui/Button';
import { useTimeLeftText } from './time-left';

/** What a test card offers for the student's own attempts of the test: resume one, or see and retake theirs. */
export type MyAttemptState =
  | { kind: 'running'; running: NonNullable<MyAttempts['running']> }
  | { kind: 'submitted'; submitted: NonNullable<MyAttempts['submitted']> }
  | { kind: 'new' };

/** A running attempt comes first (even of a test taken before: the retake runs); then the submitted ones. */
export function myAttemptState(mine: MyAttempts): MyAttemptState {
  if (mine.running) return { kind: 'running', running: mine.running };
  if (mine.submitted) return { kind: 'submitted', submitted: mine.submitted };
  return { kind: 'new' };
}

type LinkProps = { testId: string; titleId: string; className?: string };

/** "Resume · 43 min left": back into the running attempt (the test page resumes it). */
export function ResumeLink({ testId, titleId, secondsLeft, className = '' }: LinkProps & { secondsLeft: number }) {
  const { t } = useTranslation();
  const timeLeft = useTimeLeftText();
  return (
    <Link
      to={`/test/${testId}`}
      className={`${buttonClasses()} flex-wrap gap-x-1 gap-y-0 ${className}`}
      aria-describedby={titleId}
    >
      <span>{t('mockTests.myAttempts.resume')}</span>
      <span className="font-normal">· {timeLeft(secondsLeft)}</span>
    </Link>
  );
}

/** The student's best score of the test, as scores show everywhere (coloured by its band). */
export function BestScore({ score, className = '' }: { score: number; className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      <Trans i18nKey="mockTests.myAttempts.best" components={{ score: <ScoreText score={score} /> }} />
    </p>
  );
}

/** The latest submitted attempt's result. */
export function ViewResultLink({
  attemptId,
  titleId,
  variant = 'primary',
  className = '',
}: {
  attemptId: string;
  titleId: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/result/${attemptId}`}
      className={`${buttonClasses(variant)} whitespace-nowrap ${className}`}
      aria-describedby={titleId}
    >
      {t('mockTests.myAttempts.viewResult')}
    </Link>
  );
}

/** Takes the test again: its page asks to confirm the retake (practice, not ranked); nothing starts here. */
export function RetakeLink({ testId, titleId, className = '' }: LinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/test/${testId}`}
      className={`${buttonClasses('secondary')} whitespace-nowrap ${className}`}
      aria-describedby={titleId}
    >
      {t('mockTests.myAttempts.retake')}
    </Link>
  );
}
