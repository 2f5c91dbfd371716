import { formatCount, type ResultsSort } from '@mockprep/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { FIRST_RESULTS, useMyResults } from '../api';
import { ResultCard } from './ResultCard';
import { ResultsToolbar } from './ResultsToolbar';

/** My Results' every-attempt view: searched and sorted by the server, a page at a time. */
export function AttemptList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState(FIRST_RESULTS.search);
  const [sort, setSort] = useState<ResultsSort>(FIRST_RESULTS.sort);
  const results = useMyResults({ search: useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS), sort });

  const toolbar = <ResultsToolbar search={search} sort={sort} onSearch={setSearch} onSort={setSort} />;
  if (results.isError) {
    return (
      <>
        {toolbar}
        <LoadError message={t('fail.results')} error={results.error} onRetry={() => results.refetch()} />
      </>
    );
  }
  if (results.isPending) {
    return (
      <>
        {toolbar}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-52" label={t('results.resultsPage.loadingYourResults')} />
        </div>
      </>
    );
  }
  const { entries, totalText: total = formatCount(entries.length) } = results;
  return (
    <>
      {toolbar}
      {entries.length === 0 ? (
        <EmptyState icon={Search} title={t('results.resultsPage.noTestsMatchYourSearch')} />
      ) : (
        <>
          <ul aria-label={t('results.resultsPage.results')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {entries.map((attempt) => (
              <li key={attempt._id} className="flex">
                <ResultCard attempt={attempt} />
              </li>
            ))}
          </ul>
          <LoadMore
            summary={t('results.resultsPage.showingOf', { length: entries.length, total })}
            hasMore={results.hasNextPage}
            pending={results.isFetchingNextPage}
            onMore={() => results.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
