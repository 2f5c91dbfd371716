import type { AttemptQuestions, AttemptSession, TestDetail } from '@mockprep/contract';
import { SIDEBAR_COLLAPSE_WIDTH } from '@mockprep/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useMediaQuery } from '../../lib/use-media-query';
import { refreshMyAttemptLists } from './api';
import { AttemptStats } from './components/AttemptStats';
import { Countdown } from './components/Countdown';
import { Navigator } from './components/Navigator';
import { PaletteSheet } from './components/PaletteSheet';
import { QuestionActions } from './components/QuestionActions';
import { QuestionCard } from './components/QuestionCard';
import { SaveStatus } from './components/SaveStatus';
import { SectionTabs } from './components/SectionTabs';
import { SubmitDialog } from './components/SubmitDialog';
import { SubmitRetryNotice } from './components/SubmitRetryNotice';
import { TestFrame } from './components/TestFrame';
import { TestHeader } from './components/TestHeader';
import { TimeWarningBanner } from './components/TimeWarningBanner';
import { useAttempt } from './hooks/use-attempt';
import { useLeaveForResult } from './hooks/use-leave-for-result';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { useServerNow } from './hooks/use-server-now';
import { useSubmitAttempt } from './hooks/use-submit-attempt';
import { useTimeSpent } from './hooks/use-time-spent';
import type { Answer } from './model/answer';
import { isAnswered } from './model/local-attempt';
import { saveOfflinePaper } from './model/offline-paper';
import { answeredIn, openSectionIndex, overAttemptLimit, sectionPhase, sectionPositions } from './model/sections';
import { elapsedSeconds, remainingSeconds, type Timed } from './model/server-clock';
import { timeWarning } from './model/time-warning';

type Props = { test: TestDetail; session: Timed<AttemptSession>; questions: Timed<AttemptQuestions> };

/** Height of the test frame's sticky bar: a question scrolled to must not hide under it. */
const TOP_BAR_PX = 56;

/** The running test: sections, question, navigation, timer, autosave and submission. */
export function AttemptScreen({ test, session, questions }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking' });
  const list = questions.data.questions;
  const { startedAt, expiresAt, sections } = questions.data;
  const questionIds = useMemo(() => list.map((q) => q._id), [list]);

  const attempt = useAttempt({ session, questions }, () => leave('timeUp'));
  const queryClient = useQueryClient();
  // The attempt now runs: the cards and lists that show it are read again when next opened.
  useEffect(() => refreshMyAttemptLists(queryClient), [queryClient]);
  useEffect(() => saveOfflinePaper({ test, session, questions }), [test, session, questions]);
  const { clock, store, state, saveStatus } = attempt;
  const leave = useLeaveForResult(store);
  const now = useServerNow(clock);
  const remaining = remainingSeconds(expiresAt, 0, now);
  const elapsed = useCallback(
    () => elapsedSeconds(startedAt, expiresAt, clock.offset, Date.now()),
    [startedAt, expiresAt, clock],
  );
  const { phase, submit, retry } = useSubmitAttempt({
    store,
    autosaver: attempt.autosaver,
    payload: attempt.payload,
    elapsed,
    leave,
  });

  const wide = useMediaQuery(`(min-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`);
  const phone = !useMediaQuery('(min-width: 768px)');
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ question: string; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const navigatorId = useId();
  const cardRef = useRef<HTMLDivElement>(null);

  const timeUp = remaining === 0;
  const leaveBlocker = useLeaveGuard();
  const question = list[state.current];
  useTimeSpent(store, question?._id, !timeUp && phase !== 'submitting');

  // With section timers the big clock is the open section's, and only that section can be answered.
  const phases = sections.map((section) => sectionPhase(section, now));
  const openSection = openSectionIndex(sections, now);
  const sectionEnd = openSection === null ? null : (sections[openSection]?.closesAt ?? null);
  const shownSeconds = sectionEnd ? remainingSeconds(sectionEnd, 0, now) : remaining;
  const reachable = (position: number) => {
    const target = list[position];
    return target !== undefined && (phases[target.section] ?? 'open') === 'open';
  };

  // A section's time ended (or ended while the test was closed): on to the open one, said aloud.
  useEffect(() => {
    if (openSection === null || !question || question.section === openSection) return;
    const first = list.findIndex((q) => q.section === openSection);
    const target = list[first];
    if (!target) return;
    store.dispatch({ type: 'goTo', index: first, question: target._id });
    const closed = sections[question.section];
    const next = sections[openSection];
    if (closed && next) setAnnouncement(t('sections.moved', { closed: closed.name, next: next.name }));
  }, [openSection, question, list, sections, store, t]);

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
  const section = question.section;
  const locked = timeUp || !reachable(state.current);

  function goTo(index: number, from: 'actions' | 'navigator') {
    const target = list[index];
    if (!target || !reachable(index)) return;
    store.dispatch({ type: 'goTo', index, question: target._id });
    const card = cardRef.current;
    if (!card) return;
    if (card.getBoundingClientRect().top < TOP_BAR_PX) card.scrollIntoView({ block: 'start' });
    if (from === 'navigator' && !wide) {
      setNavigatorOpen(false);
      card.focus({ preventScroll: true });
    }
  }

  function answer(value: Answer | null) {
    if (!question) return;
    if (value !== null && overAttemptLimit(state, list, sections, question)) {
      const count = sections[question.section]?.attemptAny ?? 0;
      setRefusal({ question: question._id, text: t('sections.limitReached', { count }) });
      return;
    }
    setRefusal(null);
    store.dispatch({ type: 'answer', question: question._id, answer: value });
  }

  const navigator = (
    <Navigator
      id={navigatorId}
      items={sectionPositions(list, section).map((position) => ({ id: list[position]?._id ?? '', position }))}
      caption={sections.length > 1 ? sections[section]?.name : undefined}
      state={state}
      onJump={(index) => goTo(index, 'navigator')}
    />
  );
  const clockLabel =
    openSection === null ? undefined : t('sections.sectionTime', { name: sections[openSection]?.name ?? '' });

  return (
    <TestFrame
      title={test.title}
      aside={
        <div className="flex items-center gap-2">
          {phone && (
            <button
              type="button"
              onClick={() => setNavigatorOpen(true)}
              aria-haspopup="dialog"
              className="flex min-h-11 items-center gap-1 rounded-xl border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800"
            >
              <Menu className="size-4" />
              {t('paletteSheet.open')}
            </button>
          )}
          <Countdown seconds={shownSeconds} label={clockLabel} />
        </div>
      }
    >
      <div className="space-y-4">
        <TestHeader
          title={test.title}
          subject={test.subject}
          examType={test.examType}
          navigatorId={navigatorId}
          navigatorOpen={navigatorOpen}
          onToggleNavigator={wide || phone ? undefined : () => setNavigatorOpen((open) => !open)}
          status={wide ? <SaveStatus status={saveStatus} /> : undefined}
        />
        <AttemptStats current={state.current + 1} total={list.length} answered={answered} />
        <SectionTabs
          sections={sections}
          current={section}
          phases={phases}
          answered={sections.map((_, index) => answeredIn(state, list, index))}
          onSelect={(index) =>
            goTo(
              list.findIndex((q) => q.section === index),
              'actions',
            )
          }
        />
        <div aria-live="assertive" aria-atomic="true">
          {announcement && (
            <p className="rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900">
              {announcement}
            </p>
          )}
        </div>
        <TimeWarningBanner
          warning={timeWarning(shownSeconds)}
          section={sectionEnd !== null && sectionEnd !== sections.at(-1)?.closesAt}
        />
        {retry && <SubmitRetryNotice retry={retry} answered={answered} />}
        {!wide && !phone && navigatorOpen && navigator}
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
          <div className="min-w-0">
            <div ref={cardRef} tabIndex={-1} className="scroll-mt-20 outline-none">
              <QuestionCard
                key={question._id}
                question={question}
                testSubject={test.subject}
                number={state.current + 1}
                total={list.length}
                answer={state.selections[question._id] ?? null}
                marked={marked}
                locked={locked}
                refusal={refusal?.question === question._id ? refusal.text : null}
                onAnswer={answer}
              />
            </div>
            <QuestionActions
              status={wide ? undefined : <SaveStatus status={saveStatus} />}
              isFirst={!reachable(state.current - 1)}
              isLast={!reachable(state.current + 1)}
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
        {phone && navigatorOpen && <PaletteSheet onClose={() => setNavigatorOpen(false)}>{navigator}</PaletteSheet>}
        {leaveBlocker.state === 'blocked' && (
          <ConfirmDialog
            title={t('leave.title')}
            message={t('leave.message')}
            confirmLabel={t('leave.confirm')}
            tone="primary"
            onConfirm={() => leaveBlocker.proceed()}
            onCancel={() => leaveBlocker.reset()}
          />
        )}
        {confirming && (
          <SubmitDialog
            sections={sections.map((s) => s.name)}
            questions={list}
            state={state}
            submitting={phase === 'submitting'}
            reachable={reachable}
            onJump={(position) => {
              setConfirming(false);
              goTo(position, 'actions');
            }}
            onConfirm={() => void submit()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </TestFrame>
  );
}
