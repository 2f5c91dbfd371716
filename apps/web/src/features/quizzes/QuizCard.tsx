import type { Test } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Icon, type IconName } from '../../components/ui/Icon';

function Fact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon name={icon} className="size-4 text-violet-500" />
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A short free test with one-tap Start Quiz. */
export function QuizCard({ quiz }: { quiz: Test }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
          <Icon name="bulb" />
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
          icon="checklist"
          label={t('quizzes.quizCard.questions')}
          value={t('quizzes.quizCard.questionCount', { count: quiz.questionCount })}
        />
        <Fact
          icon="calendar"
          label={t('quizzes.quizCard.time')}
          value={t('common.minutes', { count: quiz.duration })}
        />
        <Fact icon="book" label={t('quizzes.quizCard.subject')} value={quiz.subject} />
      </dl>
      <div className="mt-auto pt-5">
        <Link to={`/test/${quiz._id}`} className={`${buttonClasses()} min-h-11 w-full`} aria-describedby={titleId}>
          {t('quizzes.quizCard.startQuiz')}
        </Link>
      </div>
    </article>
  );
}
