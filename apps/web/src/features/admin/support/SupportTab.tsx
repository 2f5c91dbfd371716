import { CircleQuestionMark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { useSupportRequests } from './api';
import { SupportRequestCard } from './SupportRequestCard';

/** Support requests from students, newest first (view only). */
export function SupportTab() {
  const { t } = useTranslation();
  const requests = useSupportRequests();

  if (requests.isPending) {
    return (
      <div className="grid gap-4">
        <SkeletonCards count={3} className="h-32" label={t('admin.support.supportTab.loadingSupportRequests')} />
      </div>
    );
  }
  if (requests.isError)
    return <LoadError message={t('admin.loadFailed')} error={requests.error} onRetry={() => requests.refetch()} />;

  const open = requests.data.filter((request) => request.status === 'open').length;
  return (
    <section aria-labelledby="support-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="support-title" className="text-lg font-semibold text-slate-900">
          {t('admin.support.supportTab.supportRequests')}
        </h2>
        <p className="text-sm text-slate-500">
          {t('admin.support.supportTab.totalOpen', { length: requests.data.length, open })}
        </p>
      </div>
      {requests.data.length === 0 ? (
        <EmptyState
          icon={CircleQuestionMark}
          title={t('admin.support.supportTab.noSupportRequestsYet')}
          description={t('admin.support.supportTab.messagesStudentsSendFromHelp')}
        />
      ) : (
        <ul aria-label={t('admin.support.supportTab.supportRequests')} className="grid gap-4">
          {requests.data.map((request) => (
            <li key={request._id}>
              <SupportRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
