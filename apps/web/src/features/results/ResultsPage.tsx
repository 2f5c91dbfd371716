import type { ResultsSort } from '@mockprep/contract';
import { formatCount } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';
import { errorMessage } from '../../lib/api';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { FIRST_RESULTS, useMyResultStats, useMyResults } from './api';
import { ResultCard } from './components/ResultCard';
import { ResultsToolbar } from './components/ResultsToolbar';

/** How long the search box waits for typing to pause before asking the server. */

/** SPEC 2.10: the figures of every submitted attempt, and the attempts a page at a time, searched and sorted. */
export function ResultsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState(FIRST_RESULTS.search);
  const [sort, setSort] = useState<ResultsSort>(FIRST_RESULTS.sort);
  const stats = useMyResultStats();
  const results = useMyResults({ search: useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS), sort });

  const header = (
    <PageHeader
      title={t('results.resultsPage.myResults')}
      subtitle={t('results.resultsPage.everyTestYouHaveSubmitted')}
    />
  );
  const failed = stats.isError ? stats : results.isError ? results : undefined;
  if (failed) {
    return (
      <>
        {header}
        <LoadError message={errorMessage(failed.error, t('fail.results'))} onRetry={() => failed.refetch()} />
      </>
    );
  }
  const figures = stats.data;
  if (!figures || results.isPending) {
    return (
      <>
        {header}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-52" label={t('results.resultsPage.loadingYourResults')} />
        </div>
      </>
    );
  }

  const { entries, totalText: total = formatCount(entries.length) } = results;
  return (
    <>
      {header}
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <StatCard label={t('results.resultsPage.totalTests')} value={figures.testsTaken} icon="checklist" />
        <StatCard
          label={t('results.resultsPage.averageScore')}
          value={`${Math.round(figures.averageScore)}%`}
          icon="chart"
          tone="blue"
        />
        <StatCard
          label={t('results.resultsPage.bestScore')}
          value={`${figures.bestScore}%`}
          icon="trophy"
          tone="amber"
        />
      </div>
      {figures.testsTaken === 0 ? (
        <EmptyState
          icon="chart"
          title={t('results.resultsPage.noResultsYet')}
          action={
            <Link to="/tests" className={buttonClasses()}>
              {t('results.resultsPage.takeYourFirstTest')}
            </Link>
          }
        />
      ) : (
        <>
          <ResultsToolbar search={search} sort={sort} onSearch={setSearch} onSort={setSort} />
          {entries.length === 0 ? (
            <EmptyState icon="search" title={t('results.resultsPage.noTestsMatchYourSearch')} />
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
      )}
    </>
  );
}
