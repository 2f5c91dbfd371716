import { NAVIGATOR_COLUMNS } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { isAnswered, type LocalAttempt } from '../model/local-attempt';

type Status = 'current' | 'marked' | 'answered' | 'other';

const LOOK: Record<Status, string> = {
  current: 'bg-violet-600 text-white ring-2 ring-violet-300 ring-offset-1',
  answered: 'bg-emerald-500 text-white hover:bg-emerald-600',
  marked: 'bg-amber-400 text-amber-950 hover:bg-amber-500',
  other: 'bg-slate-100 text-slate-700 hover:bg-slate-200',
};

const LEGEND = [
  { swatch: 'bg-violet-600', id: 'current' },
  { swatch: 'bg-emerald-500', id: 'answered' },
  { swatch: 'bg-amber-400', id: 'marked' },
  { swatch: 'bg-amber-400', id: 'markedAnswered', dot: true },
  { swatch: 'bg-slate-200', id: 'notAnswered' },
] as const;

function AnsweredDot({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`absolute size-2 rounded-full bg-emerald-500 ring-1 ring-white ${className}`} />
  );
}

/** What each colour of the navigator means: shown beside it and on the test's instructions. */
export function NavigatorLegend({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('testTaking.navigator.colourLegend')}
      className={`flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600 ${className}`}
    >
      {LEGEND.map(({ swatch, id, ...legend }) => (
        <li key={id} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`relative size-3.5 rounded ${swatch}`}>
            {'dot' in legend && <AnsweredDot className="-top-0.5 -right-0.5" />}
          </span>
          {t(`testTaking.navigator.legend.${id}`)}
        </li>
      ))}
    </ul>
  );
}

type Props = {
  id?: string;
  questionIds: string[];
  state: LocalAttempt;
  onJump: (index: number) => void;
};

/** What a question's button says about it to a screen reader, after its number. */
function describe(state: LocalAttempt, id: string, index: number) {
  const parts = [
    index === state.current ? i18n.t('testTaking.navigator.describe.current') : undefined,
    isAnswered(state, id)
      ? i18n.t('testTaking.navigator.describe.answered')
      : i18n.t('testTaking.navigator.describe.notAnswered'),
    state.marked.includes(id) ? i18n.t('testTaking.navigator.describe.marked') : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/** SPEC 2.8: a numbered grid to jump to any question, a colour legend and the counts. */
export function Navigator({ id, questionIds, state, onJump }: Props) {
  const { t } = useTranslation();
  const total = questionIds.length;
  const answered = questionIds.filter((q) => isAnswered(state, q)).length;
  const counts = [
    { label: t('testTaking.counts.answered'), value: answered, tone: 'text-emerald-700' },
    {
      label: t('testTaking.counts.marked'),
      value: questionIds.filter((q) => state.marked.includes(q)).length,
      tone: 'text-amber-700',
    },
    { label: t('testTaking.counts.unanswered'), value: total - answered, tone: 'text-slate-700' },
    {
      label: t('testTaking.counts.remaining'),
      value: questionIds.filter((q) => !state.visited.includes(q)).length,
      tone: 'text-sky-700',
    },
  ];
  const statusOf = (q: string, index: number): Status =>
    index === state.current
      ? 'current'
      : state.marked.includes(q)
        ? 'marked'
        : isAnswered(state, q)
          ? 'answered'
          : 'other';

  return (
    <nav
      id={id}
      aria-label={t('testTaking.navigator.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="mb-3 font-semibold text-slate-900">{t('testTaking.navigator.heading')}</h2>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${NAVIGATOR_COLUMNS}, minmax(0, 1fr))` }}>
        {questionIds.map((q, index) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onJump(index)}
              aria-label={t('testTaking.navigator.question', { number: index + 1, state: describe(state, q, index) })}
              aria-current={index === state.current ? 'step' : undefined}
              className={`relative flex h-11 w-full items-center justify-center rounded-lg text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${LOOK[statusOf(q, index)]}`}
            >
              {index + 1}
              {state.marked.includes(q) && isAnswered(state, q) && <AnsweredDot className="top-1 right-1" />}
            </button>
          </li>
        ))}
      </ol>
      <NavigatorLegend className="mt-4" />
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {counts.map(({ label, value, tone }) => (
          <div key={label} className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`font-bold tabular-nums ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </nav>
  );
}
