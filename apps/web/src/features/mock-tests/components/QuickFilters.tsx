import { LEVELS, type TargetExamRef, TEST_TYPES } from '@mockprep/contract';
import { ExamMultiSelect } from '../../../components/ui/ExamMultiSelect';
import type { CatalogueFilters } from '../filters';
import { LEVEL_LABELS } from '../labels';
import { ChipGroup } from './ChipGroup';

type Props = {
  filters: CatalogueFilters;
  exams: TargetExamRef[];
  examsLoading: boolean;
  onChange: (patch: Partial<CatalogueFilters>) => void;
};

/** SPEC 2.7 quick filters: target exams, type and level (every type and level is always offered). */
export function QuickFilters({ filters, exams, examsLoading, onChange }: Props) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_auto_auto] lg:items-start lg:gap-6">
      <ExamMultiSelect
        label="Target exams"
        options={exams}
        value={filters.targetExams}
        onChange={(targetExams) => onChange({ targetExams })}
        loading={examsLoading}
      />
      <ChipGroup
        label="Type"
        options={TEST_TYPES.map((type) => ({ value: type, label: type }))}
        value={filters.type}
        onChange={(type) => onChange({ type })}
      />
      <ChipGroup
        label="Level"
        options={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
        value={filters.level}
        onChange={(level) => onChange({ level })}
      />
    </div>
  );
}
