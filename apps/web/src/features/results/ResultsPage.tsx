import { ChartNoAxesColumnIncreasing, ClipboardCheck, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { StatCard } from '../../components/ui/StatCard';
import { useMyResultStats } from './api';
import { AttemptedTestList } from './components/AttemptedTestList';
import { AttemptList } from './components/AttemptList';
import { ResultsViewTabs } from './components/ResultsViewTabs';

type Props = { view?: 'attempts' | 'tests' };

/**
 * SPEC 2.10: the figures of every submitted attempt, then every attempt (/results, practice ones tagged) or one card
 * per test (/attempted, SPEC's Attempted Tests).
 */
export function ResultsPage({ view = 'attempts' }: Props) {
  const { t } = useTranslation();
  const stats = useMyResultStats();

  const header =
    view === 'tests' ? (
      <PageHeader
        title={t('results.attemptedTests.attemptedTests')}
        subtitle={t('results.attemptedTests.everyTestYouHaveTaken')}
      />
    ) : (
      <PageHeader
        title={t('results.resultsPage.myResults')}
        subtitle={t('results.resultsPage.everyTestYouHaveSubmitted')}
      />
    );
  if (stats.isError) {
    return (
      <>
        {header}
        <LoadError message={t('fail.results')} error={stats.error} onRetry={() => stats.refetch()} />
      </>
    );
  }
  const figures = stats.data;
  if (!figures) {
    return (
      <>
        {header}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-52" label={t('results.resultsPage.loadingYourResults')} />
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <StatCard label={t('results.resultsPage.totalTests')} value={figures.testsTaken} icon={ClipboardCheck} />
        <StatCard
          label={t('results.resultsPage.averageScore')}
          value={`${Math.round(figures.averageScore)}%`}
          icon={ChartNoAxesColumnIncreasing}
          tone="blue"
        />
        <StatCard
          label={t('results.resultsPage.bestScore')}
          value={`${figures.bestScore}%`}
          icon={Trophy}
          tone="amber"
        />
      </div>
      {figures.testsTaken === 0 ? (
        <EmptyState
          icon={ChartNoAxesColumnIncreasing}
          title={t('results.resultsPage.noResultsYet')}
          action={
            <Link to="/tests" className={buttonClasses()}>
              {t('results.resultsPage.takeYourFirstTest')}
            </Link>
          }
        />
      ) : (
        <>
          <ResultsViewTabs />
          {view === 'tests' ? <AttemptedTestList /> : <AttemptList />}
        </>
      )}
    </>
  );
}

/** /attempted: My Results by test. */
export const AttemptedTestsPage = () => <ResultsPage view="tests" />;
