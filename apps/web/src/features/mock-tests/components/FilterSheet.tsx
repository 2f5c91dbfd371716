import type { TestFilters } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import type { CatalogueFilters } from '../filters';
import { MoreFilters } from './MoreFilters';
import { QuickFilters } from './QuickFilters';

type Props = {
  filters: CatalogueFilters;
  options: TestFilters | undefined;
  optionsLoading: boolean;
  canClear: boolean;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  onClear: () => void;
  onClose: () => void;
};

/** Every filter of SPEC 2.7 in one sheet; the list behind it follows each change at once. */
export function FilterSheet({ filters, options, optionsLoading, canClear, onChange, onClear, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={t('mockTests.testsPage.filters')} onClose={onClose}>
      <div className="grid gap-5">
        <QuickFilters
          filters={filters}
          exams={options?.targetExams ?? []}
          examsLoading={optionsLoading}
          onChange={onChange}
        />
        <MoreFilters filters={filters} options={options} onChange={onChange} />
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClear} disabled={!canClear}>
          {t('mockTests.moreFilters.clearAll')}
        </Button>
        <Button onClick={onClose}>{t('mockTests.filterSheet.showTests')}</Button>
      </div>
    </Modal>
  );
}
