import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/Field';

type Props = { label: string; subjects: string[]; value: string; onChange: (subject: string) => void };

/** A subject drop-down over a question list: "All subjects" (the empty value), then each subject. */
export function SubjectFilter({ label, subjects, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} aria-label={label} className={inputClass}>
      <option value="">{t('admin.subjectFilter.allSubjects')}</option>
      {subjects.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
