import { MSG, type StudentTest, type TestDetail } from '@mockprep/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { formatCountdown } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';
import { LanguageToggle } from './components/LanguageToggle';
import { NavigatorLegend } from './components/Navigator';
import { SectionTable } from './components/SectionTable';
import { markingSummary } from './model/marking-summary';

/** The kinds of question in their usual order (the contract's QUESTION_TYPES, without its zod module). */
const QUESTION_KINDS = ['single', 'multiple', 'numerical'] as const;

/** What the student chose to do: start (a `retake` of a submitted test is practice) or resume. */
export type Begin = { retake: boolean };

type Props = {
  test: TestDetail;
  /** When `test` was read (ms, this device's clock): `mine.running.secondsLeft` counts from then. */
  readAt: number;
  /** The student points at or focuses the way in: time to fetch what beginning needs. */
  onPrepare(): void;
  onBegin(begin: Begin): void;
};

const minutesLeft = (seconds: number) => Math.max(0, Math.ceil(seconds / 60));

/**
 * /test/:id before the test (issue 15): what the test is and how it runs, the language to take it in, then the
 * student's own way in: Start (after ticking that they read the instructions), Resume an unfinished attempt with
 * its time left, or, once submitted, View result and Retake as practice. A live test shows a countdown to its
 * start. Opening it starts nothing.
 */
export function InstructionsScreen({ test, readAt, onPrepare, onBegin }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.instructions' });
  const now = useNow();
  const { running, submitted } = test.mine;
  const startsIn = test.startsAt ? Date.parse(test.startsAt) - now : 0;
  const liveOpen = test.endsAt !== null && now < Date.parse(test.endsAt);
  const { sections } = test;
  const sectionTimers = sections.length > 0 && sections.every((s) => s.minutes !== null);
  const marking = markingSummary(sections);
  const negative = sections.some((s) => s.marking.wrong < 0 || s.marking.unanswered < 0);
  const partial = sections.some((s) => s.marking.partial);

  const action =
    test.questionCount === 0 ? (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-slate-900">
        {MSG.noQuestionsYet}
      </p>
    ) : (
      <section
        aria-label={t('begin')}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        className="rounded-2xl border border-violet-200 bg-violet-50/60 p-5"
      >
        {running ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-800">
              {t('unfinished', {
                count: minutesLeft(running.secondsLeft - (now - readAt) / 1000),
              })}
            </p>
            <Button onClick={() => onBegin({ retake: false })}>{t('resume')}</Button>
          </div>
        ) : startsIn > 0 ? (
          <p className="text-sm font-medium text-slate-800" role="timer" aria-live="off">
            {t('startsIn', { countdown: formatCountdown(startsIn) })}
          </p>
        ) : (
          <StartForm submitted={submitted} retakeOpen={!liveOpen} onBegin={onBegin} />
        )}
      </section>
    );

  return (
    <article aria-labelledby="instructions-title" className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 id="instructions-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {test.title}
        </h1>
        <p className="mt-1 text-slate-600">
          {test.subject} · {test.examType}
        </p>
      </header>
      {/* An unfinished attempt is what the student came back for: its Resume comes first. */}
      {running && action}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('duration')} value={t('minutes', { count: test.duration })} />
        <Fact label={t('questions')} value={String(test.questionCount)} />
        <Fact label={t('sections')} value={String(Math.max(1, sections.length))} />
        <Fact label={t('marking')} value={marking ?? t('markingBySection')} />
      </dl>
      {/* One plain section says nothing the facts above do not. */}
      {(sections.length > 1 || sections.some((s) => s.minutes !== null || s.attemptAny !== null)) && (
        <SectionTable sections={sections} />
      )}

      <section aria-labelledby="general-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="general-title" className="text-lg font-semibold text-slate-900">
          {t('generalTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>{t('general.clock', { count: test.duration })}</li>
          {sectionTimers && <li>{t('general.sectionClock')}</li>}
          <li>{t('general.saved')}</li>
          <li>{sectionTimers ? t('general.moveInSection') : t('general.move')}</li>
          <li>{negative ? t('general.negative') : t('general.noNegative')}</li>
          {partial && <li>{t('general.partial')}</li>}
          {sections.some((s) => s.attemptAny !== null) && <li>{t('general.attemptAny')}</li>}
          <li>{t('general.submit')}</li>
          <li>{submitted ? t('general.retake') : t('general.ranked')}</li>
        </ol>
        <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('typesTitle')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {QUESTION_KINDS.filter((kind) => sections.some((s) => s.questionTypes.includes(kind))).map((kind) => (
            <li key={kind}>{t(`types.${kind}`)}</li>
          ))}
        </ul>
        <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('paletteTitle')}</h3>
        <NavigatorLegend className="mt-2" />
      </section>
      <section
        aria-labelledby="language-title"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="language-title" className="text-lg font-semibold text-slate-900">
            {t('languageTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('languageHint')}</p>
        </div>
        <LanguageToggle labelledBy="language-title" />
      </section>
      {!running && action}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

type StartProps = {
  submitted: StudentTest['mine']['submitted'];
  /** A live test is retaken only once its window has closed. */
  retakeOpen: boolean;
  onBegin(begin: Begin): void;
};

/** The "read and understood" tick, then Start; once submitted, the result and a practice retake instead. */
function StartForm({ submitted, retakeOpen, onBegin }: StartProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.instructions' });
  const [read, setRead] = useState(false);
  const readId = useId();
  const canStart = !submitted || retakeOpen;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (read && canStart) onBegin({ retake: submitted !== null });
      }}
    >
      {submitted && (
        <p className="text-sm text-slate-800">
          {t('submitted', { count: submitted.count, score: submitted.bestScore })}
        </p>
      )}
      {canStart && (
        <label htmlFor={readId} className="flex items-start gap-3 text-sm font-medium text-slate-800">
          <input
            id={readId}
            type="checkbox"
            checked={read}
            onChange={(event) => setRead(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-violet-600"
          />
          {t('readAndUnderstood')}
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        {submitted && (
          <Link to={`/result/${submitted.lastAttemptId}`} className={buttonClasses(canStart ? 'secondary' : 'primary')}>
            {t('viewResult')}
          </Link>
        )}
        {canStart && (
          <Button type="submit" disabled={!read}>
            {submitted ? t('retake') : t('start')}
          </Button>
        )}
      </div>
    </form>
  );
}
