import { RESULTS_SORTS, type ResultsSort } from '@mockprep/contract';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/Field';

type Props = {
  search: string;
  sort: ResultsSort;
  onSearch: (text: string) => void;
  onSort: (sort: ResultsSort) => void;
};

/** The search box ("Search tests...") and the sort select of My Results. */
export function ResultsToolbar({ search, sort, onSearch, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="results-search" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('results.resultsToolbar.search')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            id="results-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('results.resultsToolbar.searchTests')}
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <div className="sm:w-52">
        <label htmlFor="results-sort" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('results.resultsToolbar.sortBy')}
        </label>
        <select
          id="results-sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as ResultsSort)}
          className={inputClass}
        >
          {RESULTS_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`results.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
