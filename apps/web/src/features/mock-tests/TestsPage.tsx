import { formatCount, type Test } from '@mockprep/contract';
import { Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PurchaseModal } from '../../components/payments/purchase/PurchaseModal';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { catalogueQuery, useCatalogueSize, useTestFilterOptions, useTests } from './api';
import { FilterSheet } from './components/FilterSheet';
import { SearchBox } from './components/SearchBox';
import { TestCard } from './components/TestCard';
import { type CatalogueFilters, filterCount, hasFilters, readFilters, toSearchParams } from './filters';
import { usePreselectedExams } from './use-preselected-exams';

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
  const [sheetOpen, setSheetOpen] = useState(false);
  usePreselectedExams(searchParams, setSearchParams);
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
      <section className="mb-4 rounded-3xl bg-gradient-to-br from-violet-600 via-violet-700 to-indigo-700 px-4 py-4 text-white shadow-lg sm:mb-6 sm:px-8 sm:py-8">
        <p className="hidden text-sm font-semibold tracking-wide text-violet-200 uppercase sm:block">
          {t('mockTests.testsPage.testSeries')}
        </p>
        <h1 className="text-xl font-bold sm:mt-1 sm:text-3xl">
          {total === undefined
            ? t('mockTests.testsPage.title')
            : t('mockTests.testsPage.countedTitle', { total: formatCount(total) })}
        </h1>
        <p className="mt-2 hidden max-w-xl text-violet-100 sm:block">
          {t('mockTests.testsPage.practiseWithTimedTestsFor')}
        </p>
        <div className="mt-3 max-w-xl sm:mt-5">
          <SearchBox value={filters.search} onSearch={search} />
        </div>
      </section>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          {t('mockTests.filterSheet.filtersCount', { count: filterCount(filters) })}
        </Button>
        <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
          {tests.totalText !== undefined &&
            t('mockTests.testsPage.showingOfTests', { length: tests.entries.length, total: tests.totalText })}
        </p>
      </div>
      {tests.isError ? (
        <LoadError message={t('fail.tests')} error={tests.error} onRetry={() => tests.refetch()} />
      ) : tests.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-72" label={t('mockTests.testsPage.loadingTests')} />
        </div>
      ) : tests.entries.length === 0 ? (
        <EmptyState
          icon={Search}
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

      {sheetOpen && (
        <FilterSheet
          filters={filters}
          options={options.data}
          optionsLoading={options.isPending}
          canClear={hasFilters(filters)}
          onChange={update}
          onClear={clearAll}
          onClose={() => setSheetOpen(false)}
        />
      )}
      {buying && <PurchaseModal test={buying} onClose={() => setBuying(null)} />}
    </>
  );
}
