import { LEVELS, type TargetExamRef, TEST_TYPES } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { ExamMultiSelect } from '../../../components/ui/ExamMultiSelect';
import type { CatalogueFilters } from '../filters';
import { ChipGroup } from './ChipGroup';

type Props = {
  filters: CatalogueFilters;
  exams: TargetExamRef[];
  examsLoading: boolean;
  onChange: (patch: Partial<CatalogueFilters>) => void;
};

/** SPEC 2.7 quick filters: target exams, type and level (every type and level is always offered). */
export function QuickFilters({ filters, exams, examsLoading, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <ExamMultiSelect
        label={t('mockTests.quickFilters.targetExams')}
        options={exams}
        value={filters.targetExams}
        onChange={(targetExams) => onChange({ targetExams })}
        loading={examsLoading}
      />
      <ChipGroup
        label={t('mockTests.quickFilters.type')}
        options={TEST_TYPES.map((type) => ({ value: type, label: type }))}
        value={filters.type}
        onChange={(type) => onChange({ type })}
      />
      <ChipGroup
        label={t('mockTests.quickFilters.level')}
        options={LEVELS.map((level) => ({ value: level, label: t(`common.levels.${level}`) }))}
        value={filters.level}
        onChange={(level) => onChange({ level })}
      />
    </div>
  );
}
