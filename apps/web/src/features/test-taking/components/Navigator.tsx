import { NAVIGATOR_COLUMNS } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { isAnswered, type LocalAttempt } from '../model/local-attempt';

/** The NTA palette's states: what a question button says about the question at a glance. */
export type Status = 'notVisited' | 'notAnswered' | 'answered' | 'marked' | 'answeredMarked';

export const LOOK: Record<Status, string> = {
  notVisited: 'rounded-lg border border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200',
  notAnswered: 'rounded-lg bg-rose-600 text-white hover:bg-rose-700',
  answered: 'rounded-lg bg-emerald-700 text-white hover:bg-emerald-800',
  marked: 'rounded-full bg-violet-700 text-white hover:bg-violet-800',
  answeredMarked: 'rounded-full bg-violet-700 text-white hover:bg-violet-800',
};

/** The current question: an outline ring around its state's look, never a fill (a fill is a state). */
const CURRENT = 'ring-2 ring-sky-500 ring-offset-2';

const LEGEND: Status[] = ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'];

export function AnsweredDot({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute size-2.5 rounded-full bg-emerald-500 ring-2 ring-white ${className}`}
    />
  );
}

export function statusOf(state: LocalAttempt, id: string): Status {
  const answered = isAnswered(state, id);
  if (state.marked.includes(id)) return answered ? 'answeredMarked' : 'marked';
  if (answered) return 'answered';
  return state.visited.includes(id) ? 'notAnswered' : 'notVisited';
}

/** What each colour of the navigator means: shown beside it and on the test's instructions. */
export function NavigatorLegend({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('testTaking.navigator.colourLegend')}
      className={`grid gap-2 text-xs text-slate-700 sm:grid-cols-2 ${className}`}
    >
      {LEGEND.map((status) => (
        <li key={status} className={`flex items-center gap-2 ${status === 'answeredMarked' ? 'sm:col-span-2' : ''}`}>
          <span aria-hidden="true" className={`relative size-5 shrink-0 ${LOOK[status]}`}>
            {status === 'answeredMarked' && <AnsweredDot className="-right-0.5 -bottom-0.5" />}
          </span>
          {t(`testTaking.navigator.legend.${status}`)}
        </li>
      ))}
    </ul>
  );
}

/** A question of the palette: its id and its position in the attempt (its number is position + 1). */
export type PaletteItem = { id: string; position: number };

type Props = {
  id?: string;
  /** The questions shown: those of the current section. */
  items: PaletteItem[];
  /** The section's name, when the test has sections. */
  caption?: string;
  state: LocalAttempt;
  onJump: (index: number) => void;
};

/** What a question's button says about it to a screen reader, after its number. */
function describe(state: LocalAttempt, id: string, index: number) {
  const status = i18n.t(`testTaking.navigator.describe.${statusOf(state, id)}`);
  return index === state.current ? `${i18n.t('testTaking.navigator.describe.current')}, ${status}` : status;
}

/** SPEC 2.8: a numbered grid to jump to any question (of the current section), a colour legend and the counts. */
export function Navigator({ id, items, caption, state, onJump }: Props) {
  const { t } = useTranslation();
  const questionIds = items.map((item) => item.id);
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
  return (
    <nav
      id={id}
      aria-label={t('testTaking.navigator.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="mb-3 font-semibold text-slate-900">
        {t('testTaking.navigator.heading')}
        {caption && <span className="block text-sm font-medium text-slate-600">{caption}</span>}
      </h2>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${NAVIGATOR_COLUMNS}, minmax(0, 1fr))` }}>
        {items.map(({ id: q, position: index }) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onJump(index)}
              aria-label={t('testTaking.navigator.question', { number: index + 1, state: describe(state, q, index) })}
              aria-current={index === state.current ? 'step' : undefined}
              className={`relative flex h-11 w-full items-center justify-center text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${LOOK[statusOf(state, q)]} ${index === state.current ? CURRENT : ''}`}
            >
              {index + 1}
              {statusOf(state, q) === 'answeredMarked' && <AnsweredDot className="-right-0.5 -bottom-0.5" />}
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
