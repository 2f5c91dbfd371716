import { formatINR, type StudentTest } from '@mockprep/contract';
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
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';

type Props = { test: StudentTest; onBuy: (test: StudentTest) => void };

/**
 * SPEC 2.7 card: badges, title, subject, exam type, target exams, figures, and what the student can do: Buy Now
 * (a paid test they do not own), Resume their running attempt, see and retake a test they took, or Start Test.
 */
export function TestCard({ test, onBuy }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const canStart = test.type === 'Free' || test.hasAccess;
  const mine = myAttemptState(test.mine);
  // The student's own links size to their text, so a row that cannot hold them all wraps whole buttons.
  const ownLinks = canStart && mine.kind !== 'new';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={test.type === 'Free' ? 'green' : 'violet'}>{test.type}</Badge>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[10px] font-bold tracking-wide text-slate-600 uppercase">
          {t(`common.levels.${test.level}`)}
        </span>
        {test.type === 'Paid' && test.hasAccess && <Badge tone="amber">{t('mockTests.testCard.purchased')}</Badge>}
      </div>
      <TestCardHeading titleId={titleId} test={test} />
      {test.targetExams.length > 0 && (
        <ul aria-label={t('mockTests.testCard.targetExams')} className="mt-3 flex flex-wrap gap-1.5">
          {test.targetExams.map((exam) => (
            <li key={exam._id} className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-700">
              {exam.name}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
        <div>
          <dt className="text-xs text-slate-500">{t('mockTests.testCard.duration')}</dt>
          <dd className="text-sm font-semibold text-slate-900">{t('common.minutes', { count: test.duration })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('mockTests.testCard.questions')}</dt>
          <dd className="text-sm font-semibold text-slate-900">{test.questionCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('mockTests.testCard.price')}</dt>
          <dd className="text-sm font-semibold text-slate-900">
            {test.type === 'Paid' ? formatINR(test.price) : t('mockTests.testCard.free')}
          </dd>
        </div>
      </dl>
      {ownLinks && mine.kind === 'submitted' && <BestScore score={mine.submitted.bestScore} className="mt-3" />}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {!canStart ? (
          <Button onClick={() => onBuy(test)} className="flex-1" aria-describedby={titleId}>
            {t('mockTests.testCard.buyNow')}
          </Button>
        ) : mine.kind === 'running' ? (
          <ResumeLink testId={test._id} titleId={titleId} secondsLeft={mine.running.secondsLeft} className="grow" />
        ) : mine.kind === 'submitted' ? (
          <>
            <ViewResultLink attemptId={mine.submitted.lastAttemptId} titleId={titleId} className="grow" />
            <RetakeLink testId={test._id} titleId={titleId} className="grow" />
          </>
        ) : (
          <Link to={`/test/${test._id}`} className={`${buttonClasses()} flex-1`} aria-describedby={titleId}>
            {t('mockTests.testCard.startTest')}
          </Link>
        )}
        <Link
          to={`/leaderboard/${test._id}`}
          className={`${buttonClasses('secondary')} ${ownLinks ? 'grow' : ''}`}
          aria-describedby={titleId}
        >
          {t('mockTests.testCard.leaderboard')}
        </Link>
      </div>
    </article>
  );
}
