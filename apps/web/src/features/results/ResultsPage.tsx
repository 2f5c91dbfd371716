import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';
import { errorMessage } from '../../lib/api';
import { useMyResults } from './api';
import { ResultCard } from './components/ResultCard';
import { ResultsToolbar } from './components/ResultsToolbar';
import { type ResultsSort, resultStats, visibleResults } from './my-results';

/** SPEC 2.10: every submitted attempt with stats, search and sorting. */
export function ResultsPage() {
  const { t } = useTranslation();
  const results = useMyResults();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ResultsSort>('all');

  const header = (
    <PageHeader
      title={t('results.resultsPage.myResults')}
      subtitle={t('results.resultsPage.everyTestYouHaveSubmitted')}
    />
  );
  if (results.isPending) {
    return (
      <>
        {header}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-52" label={t('results.resultsPage.loadingYourResults')} />
        </div>
      </>
    );
  }
  if (results.isError) {
    return (
      <>
        {header}
        <LoadError message={errorMessage(results.error, t('fail.results'))} onRetry={() => results.refetch()} />
      </>
    );
  }

  const attempts = results.data;
  const stats = resultStats(attempts);
  const shown = visibleResults(attempts, search, sort);
  return (
    <>
      {header}
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <StatCard label={t('results.resultsPage.totalTests')} value={stats.total} icon="checklist" />
        <StatCard label={t('results.resultsPage.averageScore')} value={`${stats.average}%`} icon="chart" tone="blue" />
        <StatCard label={t('results.resultsPage.bestScore')} value={`${stats.best}%`} icon="trophy" tone="amber" />
      </div>
      {attempts.length === 0 ? (
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
          {shown.length === 0 ? (
            <EmptyState icon="search" title={t('results.resultsPage.noTestsMatchYourSearch')} />
          ) : (
            <ul aria-label={t('results.resultsPage.results')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((attempt) => (
                <li key={attempt._id} className="flex">
                  <ResultCard attempt={attempt} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
