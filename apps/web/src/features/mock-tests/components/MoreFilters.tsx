import { DURATION_FILTERS, LEVELS, type Level, TEST_TYPES, type TestFilters, type TestType } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Field, inputClass } from '../../../components/ui/Field';
import type { CatalogueFilters } from '../filters';

type Props = {
  id: string;
  filters: CatalogueFilters;
  options: TestFilters | undefined;
  canClear: boolean;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  onClear: () => void;
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

/** SPEC 2.7 expandable panel: exam type, subject, level, type, duration (at most N minutes) and Clear All. */
export function MoreFilters({ id, filters, options, canClear, onChange, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <div id={id} className="mt-4 border-t border-slate-100 pt-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
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
          id="filter-level"
          label={t('mockTests.moreFilters.difficulty')}
          anyLabel={t('mockTests.moreFilters.allLevels')}
          value={filters.level}
          options={LEVELS.map((level) => ({ value: level, label: t(`common.levels.${level}`) }))}
          onChange={(level) => onChange({ level: level as Level | '' })}
        />
        <FilterSelect
          id="filter-type"
          label={t('mockTests.moreFilters.testType')}
          anyLabel={t('mockTests.moreFilters.allTypes')}
          value={filters.type}
          options={same(TEST_TYPES)}
          onChange={(type) => onChange({ type: type as TestType | '' })}
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
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClear} disabled={!canClear}>
          {t('mockTests.moreFilters.clearAll')}
        </Button>
      </div>
    </div>
  );
}
