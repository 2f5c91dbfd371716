import { formatCount, type Test } from '@mockprep/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PurchaseModal } from '../../components/payments/purchase/PurchaseModal';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Icon } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { catalogueQuery, useCatalogueSize, useTestFilterOptions, useTests } from './api';
import { MoreFilters } from './components/MoreFilters';
import { QuickFilters } from './components/QuickFilters';
import { SearchBox } from './components/SearchBox';
import { TestCard } from './components/TestCard';
import { type CatalogueFilters, hasFilters, readFilters, toSearchParams } from './filters';

const MORE_FILTERS_ID = 'more-filters';
/** The filter controls show the URL's state: updating it synchronously keeps a ticked box ticked at once. */
const FILTER_NAVIGATION = { replace: true, flushSync: true } as const;

/** SPEC 2.7: the test series catalogue; the filters live in the URL so back and refresh keep them. */
export function TestsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const tests = useTests(catalogueQuery(searchParams));
  const catalogueSize = useCatalogueSize();
  const options = useTestFilterOptions();
  const [moreOpen, setMoreOpen] = useState(() => Boolean(filters.examType || filters.subject || filters.maxDuration));
  const [buying, setBuying] = useState<Test | null>(null);

  const update = useCallback(
    (patch: Partial<CatalogueFilters>) =>
      setSearchParams((current) => toSearchParams({ ...readFilters(current), ...patch }), FILTER_NAVIGATION),
    [setSearchParams],
  );
  const search = useCallback((text: string) => update({ search: text }), [update]);
  const clearAll = () => setSearchParams(new URLSearchParams(), FILTER_NAVIGATION);
  const total = catalogueSize.data;

  return (
    <>
      <section className="mb-6 rounded-3xl bg-gradient-to-br from-violet-600 via-violet-700 to-indigo-700 px-5 py-8 text-white shadow-lg sm:px-8">
        <p className="text-sm font-semibold tracking-wide text-violet-200 uppercase">
          {t('mockTests.testsPage.testSeries')}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
          {total === undefined
            ? t('mockTests.testsPage.title')
            : t('mockTests.testsPage.countedTitle', { total: formatCount(total) })}
        </h1>
        <p className="mt-2 max-w-xl text-violet-100">{t('mockTests.testsPage.practiseWithTimedTestsFor')}</p>
        <div className="mt-5 max-w-xl">
          <SearchBox value={filters.search} onSearch={search} />
        </div>
      </section>

      <section
        aria-label={t('mockTests.testsPage.filters')}
        className="mb-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <QuickFilters
          filters={filters}
          exams={options.data?.targetExams ?? []}
          examsLoading={options.isPending}
          onChange={update}
        />
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls={MORE_FILTERS_ID}
          onClick={() => setMoreOpen((open) => !open)}
          className="mt-4 inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-violet-700 hover:underline focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          {t('mockTests.testsPage.moreFilters')}
          <Icon name="chevronDown" className={`size-4 transition-transform ${moreOpen ? 'rotate-180' : ''}`} />
        </button>
        {moreOpen && (
          <MoreFilters
            id={MORE_FILTERS_ID}
            filters={filters}
            options={options.data}
            canClear={hasFilters(filters)}
            onChange={update}
            onClear={clearAll}
          />
        )}
      </section>

      <p aria-live="polite" className="mb-4 min-h-5 text-sm text-slate-600">
        {tests.totalText !== undefined &&
          t('mockTests.testsPage.showingOfTests', { length: tests.entries.length, total: tests.totalText })}
      </p>

      {tests.isError ? (
        <LoadError message={errorMessage(tests.error, t('fail.tests'))} onRetry={() => tests.refetch()} />
      ) : tests.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-72" label={t('mockTests.testsPage.loadingTests')} />
        </div>
      ) : tests.entries.length === 0 ? (
        <EmptyState
          icon="search"
          title={t('mockTests.testsPage.noTestsFound')}
          description={t('mockTests.testsPage.tryAnotherSearchOrFewer')}
          action={
            hasFilters(filters) && (
              <Button variant="secondary" onClick={clearAll}>
                {t('mockTests.testsPage.showAllTests')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <div className={`grid gap-4 md:grid-cols-2 xl:grid-cols-3 ${tests.isPlaceholderData ? 'opacity-60' : ''}`}>
            {tests.entries.map((test) => (
              <TestCard key={test._id} test={test} onBuy={setBuying} />
            ))}
          </div>
          <LoadMore
            hasMore={tests.hasNextPage}
            pending={tests.isFetchingNextPage}
            onMore={() => tests.fetchNextPage()}
          />
        </>
      )}

      {buying && <PurchaseModal test={buying} onClose={() => setBuying(null)} />}
    </>
  );
}
