import type { PracticeOptions } from '@mockprep/contract';
import type { PracticeChoice } from '../api';
import { ChoiceChips } from './ChoiceChips';

const LEVEL_LABELS: Record<string, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

type Props = { options: PracticeOptions; choice: PracticeChoice; onChange: (choice: PracticeChoice) => void };

/** What to practise: a subject (with its question count), a level and all questions or only past mistakes. */
export function PracticeFilters({ options, choice, onChange }: Props) {
  const total = options.subjects.reduce((sum, s) => sum + s.questions, 0);
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <ChoiceChips
        legend="Subject"
        name="practice-subject"
        value={choice.subject}
        onChange={(subject) => onChange({ ...choice, subject })}
        choices={[
          { value: '', label: `All subjects (${total})` },
          ...options.subjects.map((s) => ({ value: s.subject, label: `${s.subject} (${s.questions})` })),
        ]}
      />
      <ChoiceChips
        legend="Level"
        name="practice-level"
        value={choice.level}
        onChange={(level) => onChange({ ...choice, level })}
        choices={[
          { value: '', label: 'All' },
          ...options.levels.map((level) => ({ value: level, label: LEVEL_LABELS[level] ?? level })),
        ]}
      />
      <ChoiceChips
        legend="Mode"
        name="practice-mode"
        value={choice.mode}
        onChange={(mode) => onChange({ ...choice, mode: mode === 'mistakes' ? 'mistakes' : 'all' })}
        choices={[
          { value: 'all', label: 'All questions' },
          { value: 'mistakes', label: `Practice my mistakes (${options.mistakes})`, disabled: options.mistakes === 0 },
        ]}
      />
    </div>
  );
}
