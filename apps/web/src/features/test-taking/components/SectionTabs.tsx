import type { AttemptSection } from '@mockprep/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SectionPhase } from '../model/sections';

type Props = {
  sections: AttemptSection[];
  /** The section of the question on screen. */
  current: number;
  phases: SectionPhase[];
  /** Answered questions per section. */
  answered: number[];
  onSelect: (section: number) => void;
};

/**
 * One tab per section with its answered count (a section not open, closed for good or not yet opened, cannot be
 * chosen), then the current section's header: its "Answer any K of N" rule.
 */
export function SectionTabs({ sections, current, phases, answered, onSelect }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.sections' });
  const section = sections[current];
  return (
    <div className="space-y-2">
      {sections.length > 1 && (
        <nav aria-label={t('label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex min-w-max gap-2">
            {sections.map((s, index) => {
              const phase = phases[index] ?? 'open';
              const active = index === current;
              return (
                <li key={s.name}>
                  <button
                    type="button"
                    disabled={phase !== 'open'}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => onSelect(index)}
                    className={`flex min-h-11 items-center gap-2 rounded-xl border px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-not-allowed ${
                      active
                        ? 'border-violet-600 bg-violet-600 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-violet-50 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 disabled:hover:bg-slate-100'
                    }`}
                  >
                    {phase === 'closed' && <Lock className="size-4" />}
                    {s.name}
                    <span
                      className={`rounded-md px-1.5 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-slate-100'}`}
                    >
                      <span aria-hidden="true">
                        {answered[index] ?? 0}/{s.questionCount}
                      </span>
                      <span className="sr-only">
                        {t('answered', { answered: answered[index] ?? 0, total: s.questionCount })}
                      </span>
                    </span>
                    {phase !== 'open' && <span className="sr-only">{t(phase)}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {section?.attemptAny != null && (
        <p className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-2 text-sm font-semibold text-sky-900">
          {t('attemptAny', { name: section.name, any: section.attemptAny, total: section.questionCount })}
        </p>
      )}
    </div>
  );
}
