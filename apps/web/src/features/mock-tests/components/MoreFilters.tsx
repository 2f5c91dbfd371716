import { DURATION_FILTERS, type TestFilters } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/Field';
import type { CatalogueFilters } from '../filters';

type Props = {
  filters: CatalogueFilters;
  options: TestFilters | undefined;
  onChange: (patch: Partial<CatalogueFilters>) => void;
};

type SelectProps = {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

function FilterSelect({ id, label, value, anyLabel, options, onChange }: SelectProps) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** SPEC 2.7 panel: exam type, subject and duration (at most N minutes); level and type are the quick filters' chips. */
export function MoreFilters({ filters, options, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FilterSelect
        id="filter-exam-type"
        label={t('mockTests.moreFilters.examType')}
        anyLabel={t('mockTests.moreFilters.allExamTypes')}
        value={filters.examType}
        options={same(options?.examTypes ?? [])}
        onChange={(examType) => onChange({ examType })}
      />
      <FilterSelect
        id="filter-subject"
        label={t('mockTests.moreFilters.subject')}
        anyLabel={t('mockTests.moreFilters.allSubjects')}
        value={filters.subject}
        options={same(options?.subjects ?? [])}
        onChange={(subject) => onChange({ subject })}
      />
      <FilterSelect
        id="filter-duration"
        label={t('mockTests.moreFilters.duration')}
        anyLabel={t('mockTests.moreFilters.anyDuration')}
        value={filters.maxDuration === null ? '' : String(filters.maxDuration)}
        options={DURATION_FILTERS.map((minutes) => ({
          value: String(minutes),
          label: t('mockTests.moreFilters.upToMinutes', { count: minutes }),
        }))}
        onChange={(value) => onChange({ maxDuration: value ? Number(value) : null })}
      />
    </div>
  );
}
