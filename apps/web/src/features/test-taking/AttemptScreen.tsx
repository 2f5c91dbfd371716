import type { AttemptQuestions, AttemptSession, StudentTest } from '@mockprep/contract';
import { SIDEBAR_COLLAPSE_WIDTH } from '@mockprep/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useMediaQuery } from '../../lib/use-media-query';
import { refreshMyAttemptLists } from './api';
import { AttemptStats } from './components/AttemptStats';
import { Countdown } from './components/Countdown';
import { Navigator } from './components/Navigator';
import { QuestionActions } from './components/QuestionActions';
import { QuestionCard } from './components/QuestionCard';
import { SaveStatus } from './components/SaveStatus';
import { SubmitDialog } from './components/SubmitDialog';
import { SubmitRetryNotice } from './components/SubmitRetryNotice';
import { TestFrame } from './components/TestFrame';
import { TestHeader } from './components/TestHeader';
import { TimeWarningBanner } from './components/TimeWarningBanner';
import { useAttempt } from './hooks/use-attempt';
import { useAttemptClock } from './hooks/use-attempt-clock';
import { useLeaveForResult } from './hooks/use-leave-for-result';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { useSubmitAttempt } from './hooks/use-submit-attempt';
import { useTimeSpent } from './hooks/use-time-spent';
import { isAnswered } from './model/local-attempt';
import { saveOfflinePaper } from './model/offline-paper';
import { elapsedSeconds, type Timed } from './model/server-clock';
import { timeWarning } from './model/time-warning';

type Props = { test: StudentTest; session: Timed<AttemptSession>; questions: Timed<AttemptQuestions> };

/** Height of the test frame's sticky bar: a question scrolled to must not hide under it. */
const TOP_BAR_PX = 56;

/** The running test: question, navigation, timer, autosave and submission. */
export function AttemptScreen({ test, session, questions }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.leave' });
  const list = questions.data.questions;
  const questionIds = useMemo(() => list.map((q) => q._id), [list]);
  const { startedAt, expiresAt } = questions.data;

  const attempt = useAttempt({ session, questions }, () => leave('timeUp'));
  const queryClient = useQueryClient();
  // The attempt now runs: the cards and lists that show it are read again when next opened.
  useEffect(() => refreshMyAttemptLists(queryClient), [queryClient]);
  useEffect(() => saveOfflinePaper({ test, session, questions }), [test, session, questions]);
  const { clock, store, state, saveStatus } = attempt;
  const leave = useLeaveForResult(store);
  const remaining = useAttemptClock(clock, expiresAt);
  const elapsed = useCallback(
    () => elapsedSeconds(startedAt, expiresAt, clock.offset, Date.now()),
    [startedAt, expiresAt, clock],
  );
  const { phase, submit, retry } = useSubmitAttempt({
    store,
    autosaver: attempt.autosaver,
    questionIds,
    elapsed,
    leave,
  });

  const wide = useMediaQuery(`(min-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`);
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const navigatorId = useId();
  const cardRef = useRef<HTMLDivElement>(null);

  const timeUp = remaining === 0;
  const leaveBlocker = useLeaveGuard();
  const question = list[state.current];
  useTimeSpent(store, question?._id, !timeUp && phase !== 'submitting');

  // A submission that could not reach the server waits on the screen, which says so, rather than in the dialog.
  useEffect(() => {
    if (retry) setConfirming(false);
  }, [retry]);

  // SPEC 4: when the countdown reaches 0 the test is submitted automatically, without the dialog.
  useEffect(() => {
    if (!timeUp) return;
    setConfirming(false);
    void submit();
  }, [timeUp, submit]);

  if (!question) return null;
  const answered = questionIds.filter((id) => isAnswered(state, id)).length;
  const marked = state.marked.includes(question._id);

  function goTo(index: number, from: 'actions' | 'navigator') {
    const target = list[index];
    if (!target) return;
    store.dispatch({ type: 'goTo', index, question: target._id });
    const card = cardRef.current;
    if (!card) return;
    if (card.getBoundingClientRect().top < TOP_BAR_PX) card.scrollIntoView({ block: 'start' });
    if (from === 'navigator' && !wide) {
      setNavigatorOpen(false);
      card.focus({ preventScroll: true });
    }
  }

  const navigator = (
    <Navigator id={navigatorId} questionIds={questionIds} state={state} onJump={(index) => goTo(index, 'navigator')} />
  );

  return (
    <TestFrame title={test.title} aside={<Countdown seconds={remaining} />}>
      <div className="space-y-4">
        <TestHeader
          title={test.title}
          subject={test.subject}
          examType={test.examType}
          navigatorId={navigatorId}
          navigatorOpen={navigatorOpen}
          onToggleNavigator={() => setNavigatorOpen((open) => !open)}
          status={wide ? <SaveStatus status={saveStatus} /> : undefined}
        />
        <AttemptStats current={state.current + 1} total={list.length} answered={answered} />
        <TimeWarningBanner warning={timeWarning(remaining)} />
        {retry && <SubmitRetryNotice retry={retry} answered={answered} />}
        {!wide && navigatorOpen && navigator}
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
          <div className="min-w-0">
            <div ref={cardRef} tabIndex={-1} className="scroll-mt-20 outline-none">
              <QuestionCard
                key={question._id}
                question={question}
                testSubject={test.subject}
                number={state.current + 1}
                total={list.length}
                selected={state.selections[question._id] ?? null}
                marked={marked}
                locked={timeUp}
                onSelect={(option) => store.dispatch({ type: 'select', question: question._id, option })}
              />
            </div>
            <QuestionActions
              status={wide ? undefined : <SaveStatus status={saveStatus} />}
              isFirst={state.current === 0}
              isLast={state.current === list.length - 1}
              marked={marked}
              submitting={phase === 'submitting'}
              onPrevious={() => goTo(state.current - 1, 'actions')}
              onNext={(markIt) => {
                store.dispatch({ type: 'mark', question: question._id, marked: markIt });
                goTo(state.current + 1, 'actions');
              }}
              onToggleMark={() => store.dispatch({ type: 'mark', question: question._id, marked: !marked })}
              onSubmit={() => setConfirming(true)}
            />
          </div>
          {wide && <aside className="sticky top-20">{navigator}</aside>}
        </div>
        {leaveBlocker.state === 'blocked' && (
          <ConfirmDialog
            title={t('title')}
            message={t('message')}
            confirmLabel={t('confirm')}
            tone="primary"
            onConfirm={() => leaveBlocker.proceed()}
            onCancel={() => leaveBlocker.reset()}
          />
        )}
        {confirming && (
          <SubmitDialog
            answered={answered}
            marked={state.marked.length}
            total={list.length}
            submitting={phase === 'submitting'}
            onConfirm={() => void submit()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </TestFrame>
  );
}
