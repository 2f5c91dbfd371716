import { LEVELS } from '@mockprep/contract';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';

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
  const { t } = useTranslation();
  const subjectId = `${idPrefix}-subject`;
  const levelId = `${idPrefix}-level`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={subjectId} label={t('admin.subjectLevelFields.subject')} error={subjectError}>
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
      <Field id={levelId} label={t('admin.subjectLevelFields.level')}>
        <select id={levelId} {...level} className={inputClass}>
          {LEVELS.map((value) => (
            <option key={value} value={value}>
              {t(`common.levels.${value}`)}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
