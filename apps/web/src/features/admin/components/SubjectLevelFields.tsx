import { LEVELS, type Level } from '@mockprep/contract';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';

export const LEVEL_LABELS: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

type Props = {
  idPrefix: string;
  /** Subjects already in the bank, offered while typing. */
  subjects: string[];
  subjectError?: string;
  subject: InputHTMLAttributes<HTMLInputElement>;
  level: SelectHTMLAttributes<HTMLSelectElement>;
};

/** The subject (typed, with the bank's subjects suggested) and level of a question form. */
export function SubjectLevelFields({ idPrefix, subjects, subjectError, subject, level }: Props) {
  const subjectId = `${idPrefix}-subject`;
  const levelId = `${idPrefix}-level`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={subjectId} label="Subject" error={subjectError}>
        <input
          id={subjectId}
          list={`${subjectId}-list`}
          {...subject}
          {...errorAria(subjectId, subjectError)}
          className={inputClass}
        />
        <datalist id={`${subjectId}-list`}>
          {subjects.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Field>
      <Field id={levelId} label="Level">
        <select id={levelId} {...level} className={inputClass}>
          {LEVELS.map((value) => (
            <option key={value} value={value}>
              {LEVEL_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/** The distinct subjects of a list, sorted, for suggestions and filters. */
export const subjectsOf = (items: { subject: string }[]) =>
  [...new Set(items.map((item) => item.subject))].sort((a, b) => a.localeCompare(b));
