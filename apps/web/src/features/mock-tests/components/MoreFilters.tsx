import { DURATION_FILTERS, LEVELS, type Level, TEST_TYPES, type TestFilters, type TestType } from '@mockprep/contract';
import { Button } from '../../../components/ui/Button';
import { Field, inputClass } from '../../../components/ui/Field';
import type { CatalogueFilters } from '../filters';
import { LEVEL_LABELS } from '../labels';

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
  return (
    <div id={id} className="mt-4 border-t border-slate-100 pt-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          id="filter-exam-type"
          label="Exam type"
          anyLabel="All exam types"
          value={filters.examType}
          options={same(options?.examTypes ?? [])}
          onChange={(examType) => onChange({ examType })}
        />
        <FilterSelect
          id="filter-subject"
          label="Subject"
          anyLabel="All subjects"
          value={filters.subject}
          options={same(options?.subjects ?? [])}
          onChange={(subject) => onChange({ subject })}
        />
        <FilterSelect
          id="filter-level"
          label="Difficulty"
          anyLabel="All levels"
          value={filters.level}
          options={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
          onChange={(level) => onChange({ level: level as Level | '' })}
        />
        <FilterSelect
          id="filter-type"
          label="Test type"
          anyLabel="All types"
          value={filters.type}
          options={same(TEST_TYPES)}
          onChange={(type) => onChange({ type: type as TestType | '' })}
        />
        <FilterSelect
          id="filter-duration"
          label="Duration"
          anyLabel="Any duration"
          value={filters.maxDuration === null ? '' : String(filters.maxDuration)}
          options={DURATION_FILTERS.map((minutes) => ({ value: String(minutes), label: `Up to ${minutes} minutes` }))}
          onChange={(value) => onChange({ maxDuration: value ? Number(value) : null })}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClear} disabled={!canClear}>
          Clear All
        </Button>
      </div>
    </div>
  );
}
