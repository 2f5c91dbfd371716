import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { ADMIN_TEXT } from '../use-admin-data';
import { useSupportRequests } from './api';
import { SupportRequestCard } from './SupportRequestCard';

/** Support requests from students, newest first (view only). */
export function SupportTab() {
  const requests = useSupportRequests();

  if (requests.isPending) {
    return (
      <div className="grid gap-4">
        <SkeletonCards count={3} className="h-32" label="Loading support requests" />
      </div>
    );
  }
  if (requests.isError) return <LoadError message={ADMIN_TEXT.loadFailed} onRetry={() => requests.refetch()} />;

  const open = requests.data.filter((request) => request.status === 'open').length;
  return (
    <section aria-labelledby="support-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="support-title" className="text-lg font-semibold text-slate-900">
          Support requests
        </h2>
        <p className="text-sm text-slate-500">
          {requests.data.length} total, {open} open
        </p>
      </div>
      {requests.data.length === 0 ? (
        <EmptyState
          icon="help"
          title="No support requests yet"
          description="Messages students send from Help & Support appear here."
        />
      ) : (
        <ul aria-label="Support requests" className="grid gap-4">
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
