import type { StudentTest } from '@mockprep/contract';
import { BookOpen, Calendar, ClipboardCheck, Lightbulb, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BestScore,
  myAttemptState,
  ResumeLink,
  RetakeLink,
  ViewResultLink,
} from '../../components/mock-tests/MyAttemptLinks';
import { buttonClasses } from '../../components/ui/Button';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon className="size-4 text-violet-500" />
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A short free test with one-tap Start Quiz, or Resume, or the best score with View result and Retake. */
export function QuizCard({ quiz }: { quiz: StudentTest }) {
  const { t } = useTranslation();
  const titleId = useId();
  const mine = myAttemptState(quiz.mine);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
          <Lightbulb />
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[10px] font-bold tracking-wide text-slate-600 uppercase">
          {t(`common.levels.${quiz.level}`)}
        </span>
      </div>
      <h3 id={titleId} className="mt-3 text-base font-semibold text-slate-900">
        {quiz.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600">
        <Fact
          icon={ClipboardCheck}
          label={t('quizzes.quizCard.questions')}
          value={t('quizzes.quizCard.questionCount', { count: quiz.questionCount })}
        />
        <Fact
          icon={Calendar}
          label={t('quizzes.quizCard.time')}
          value={t('common.minutes', { count: quiz.duration })}
        />
        <Fact icon={BookOpen} label={t('quizzes.quizCard.subject')} value={quiz.subject} />
      </dl>
      {mine.kind === 'submitted' && <BestScore score={mine.submitted.bestScore} className="mt-3" />}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {mine.kind === 'running' ? (
          <ResumeLink
            testId={quiz._id}
            titleId={titleId}
            secondsLeft={mine.running.secondsLeft}
            className="min-h-11 w-full"
          />
        ) : mine.kind === 'submitted' ? (
          <>
            <ViewResultLink attemptId={mine.submitted.lastAttemptId} titleId={titleId} className="min-h-11 grow" />
            <RetakeLink testId={quiz._id} titleId={titleId} className="min-h-11 grow" />
          </>
        ) : (
          <Link to={`/test/${quiz._id}`} className={`${buttonClasses()} min-h-11 w-full`} aria-describedby={titleId}>
            {t('quizzes.quizCard.startQuiz')}
          </Link>
        )}
      </div>
    </article>
  );
}
