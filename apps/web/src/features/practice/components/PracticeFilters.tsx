import type { PracticeOptions } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import type { PracticeChoice } from '../api';
import { ChoiceChips } from './ChoiceChips';

type Props = { options: PracticeOptions; choice: PracticeChoice; onChange: (choice: PracticeChoice) => void };

/** What to practise: a subject (with its question count), a level and all questions or only past mistakes. */
export function PracticeFilters({ options, choice, onChange }: Props) {
  const { t } = useTranslation();
  const total = options.subjects.reduce((sum, s) => sum + s.questions, 0);
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <ChoiceChips
        legend={t('practice.practiceFilters.subject')}
        name="practice-subject"
        value={choice.subject}
        onChange={(subject) => onChange({ ...choice, subject })}
        choices={[
          { value: '', label: t('practice.practiceFilters.allSubjects', { count: total }) },
          ...options.subjects.map((s) => ({ value: s.subject, label: `${s.subject} (${s.questions})` })),
        ]}
      />
      <ChoiceChips
        legend={t('practice.practiceFilters.level')}
        name="practice-level"
        value={choice.level}
        onChange={(level) => onChange({ ...choice, level })}
        choices={[
          { value: '', label: t('practice.practiceFilters.allLevels') },
          ...options.levels.map((level) => ({ value: level, label: t(`common.levels.${level}`) })),
        ]}
      />
      <ChoiceChips
        legend={t('practice.practiceFilters.mode')}
        name="practice-mode"
        value={choice.mode}
        onChange={(mode) => onChange({ ...choice, mode: mode === 'mistakes' ? 'mistakes' : 'all' })}
        choices={[
          { value: 'all', label: t('practice.practiceFilters.allQuestions') },
          {
            value: 'mistakes',
            label: t('practice.practiceFilters.myMistakes', { count: options.mistakes }),
            disabled: options.mistakes === 0,
          },
        ]}
      />
    </div>
  );
}
