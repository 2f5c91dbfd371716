import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

type Props = {
  /** What is listed, for the labels: "users", "tests"... */
  noun: string;
  total: number;
  selected: number;
  allSelected: boolean;
  onToggleAll: () => void;
  onDeleteSelected: () => void;
};

/** Select-all (mixed when some are chosen), the count chosen, and the bulk delete. */
export function SelectionBar({ noun, total, selected, allSelected, onToggleAll, onDeleteSelected }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.selectionBar' });
  const checkboxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkboxRef.current) checkboxRef.current.indeterminate = selected > 0 && !allSelected;
  }, [selected, allSelected]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          ref={checkboxRef}
          type="checkbox"
          checked={allSelected}
          disabled={total === 0}
          onChange={onToggleAll}
          className="size-6 accent-violet-600"
        />
        {t('selectAll', { noun })}
        <span className="font-normal text-slate-500" aria-live="polite">
          {t('ofSelected', { selected, total })}
        </span>
      </label>
      {/* Neutral and marked unavailable until something is chosen; a press then still says what to do (SPEC 8). */}
      <Button
        variant={selected > 0 ? 'danger' : 'secondary'}
        aria-disabled={selected === 0}
        onClick={onDeleteSelected}
        className="px-3 py-2 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
      >
        <Trash2 className="size-4" />
        {t('deleteSelected')}
      </Button>
    </div>
  );
}
