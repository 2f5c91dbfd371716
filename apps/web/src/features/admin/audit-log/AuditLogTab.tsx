import { CircleQuestionMark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditFiltersForm } from './AuditFiltersForm';
import { useAuditLog } from './api';
import { type AuditFilters, isFiltered, NO_FILTERS } from './filters';

/** Every admin action, newest first, filtered on the server and loaded a page at a time. */
export function AuditLogTab() {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.auditLog' });
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const { entries } = log;

  function body() {
    if (log.isPending) return <SkeletonCards count={3} className="h-28" label={t('loading')} />;
    if (log.isError) return <LoadError message={t('loadFailed')} error={log.error} onRetry={() => log.refetch()} />;
    if (entries.length === 0) {
      return (
        <EmptyState
          icon={CircleQuestionMark}
          title={isFiltered(filters) ? t('noMatches') : t('empty')}
          description={t('emptyHint')}
        />
      );
    }
    return (
      <>
        <ul aria-label={t('title')} className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry._id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ul>
        <LoadMore hasMore={log.hasNextPage} pending={log.isFetchingNextPage} onMore={() => log.fetchNextPage()} />
      </>
    );
  }

  return (
    <section aria-labelledby="audit-log-title" className="space-y-4">
      <div>
        <h2 id="audit-log-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-500">{t('subtitle')}</p>
      </div>
      <AuditFiltersForm value={filters} onChange={setFilters} />
      {body()}
    </section>
  );
}
