import type { PracticeFeedback } from '@mockprep/contract';
import { Search, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseTestSeriesLink } from '../../components/mock-tests/BrowseTestSeriesLink';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { type PracticeChoice, useAnswerPractice, usePracticeOptions, usePracticeQuestion } from './api';
import { PracticeFilters } from './components/PracticeFilters';
import { PracticeQuestion } from './components/PracticeQuestion';
import { ProgressPanel } from './components/ProgressPanel';
import { NEW_SESSION, recordAnswer } from './session';

const ALL: PracticeChoice = { subject: '', level: '', mode: 'all' };

/** Untimed practice: choose subject, level and mode, answer, get instant feedback, go on. */
export function PracticePage() {
  const { t } = useTranslation();
  const options = usePracticeOptions();
  const header = (
    <PageHeader title={t('practice.practicePage.practice')} subtitle={t('practice.practicePage.oneQuestionAtATime')} />
  );
  const [choice, setChoice] = useState<PracticeChoice>(ALL);
  const [round, setRound] = useState(0);
  const [feedback, setFeedback] = useState<PracticeFeedback | null>(null);
  const [session, setSession] = useState(NEW_SESSION);
  const next = usePracticeQuestion(choice, round);
  const answer = useAnswerPractice();

  if (options.isPending) {
    return (
      <>
        {header}
        <div className="grid gap-4">
          <SkeletonCards count={2} className="h-48" label={t('practice.practicePage.loadingPractice')} />
        </div>
      </>
    );
  }
  if (options.isError) {
    return (
      <>
        {header}
        <LoadError message={t('practice.loadFailed')} error={options.error} onRetry={() => options.refetch()} />
      </>
    );
  }
  if (options.data.subjects.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={SquarePen}
          title={t('practice.practicePage.nothingToPractiseYet')}
          description={t('practice.practicePage.practiceUsesTheQuestionsOf')}
          action={<BrowseTestSeriesLink />}
        />
      </>
    );
  }

  const choose = (nextChoice: PracticeChoice) => {
    setChoice(nextChoice);
    setFeedback(null);
  };
  const goNext = () => {
    setFeedback(null);
    setRound((n) => n + 1);
  };
  const question = next.data?.question;

  return (
    <>
      {header}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <PracticeFilters options={options.data} choice={choice} onChange={choose} />
          <section aria-label={t('practice.practicePage.question')}>
            {next.isPending ? (
              <div className="grid">
                <SkeletonCards count={1} className="h-72" label={t('practice.practicePage.loadingQuestion')} />
              </div>
            ) : next.isError ? (
              <LoadError message={t('practice.questionFailed')} error={next.error} onRetry={() => next.refetch()} />
            ) : question ? (
              <PracticeQuestion
                key={`${question._id}-${round}`}
                question={question}
                feedback={feedback}
                checking={answer.isPending}
                onNext={goNext}
                onCheck={(selectedOption) =>
                  answer.mutate(
                    { question: question._id, selectedOption },
                    {
                      onSuccess: (result) => {
                        setFeedback(result);
                        setSession((current) => recordAnswer(current, result.isCorrect));
                      },
                    },
                  )
                }
              />
            ) : (
              <EmptyState
                icon={Search}
                title={
                  choice.mode === 'mistakes'
                    ? t('practice.practicePage.noMistakesToPractiseHere')
                    : t('practice.practicePage.noQuestionsMatchYourChoice')
                }
                description={t('practice.practicePage.tryAnotherSubjectOrLevel')}
                action={
                  <Button variant="secondary" onClick={() => choose(ALL)} className="min-h-11">
                    {t('practice.practicePage.practiseAllQuestions')}
                  </Button>
                }
              />
            )}
          </section>
        </div>
        <ProgressPanel session={session} saved={options.data.progress} />
      </div>
    </>
  );
}
