import { formatINRExact } from '@mockprep/contract';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { StatCard } from '../../../components/ui/StatCard';
import { useAdminPayments } from '../api';
import { ADMIN_TEXT } from '../use-admin-data';
import { AdminPaymentCard } from './AdminPaymentCard';
import { summarizePayments } from './summary';

/** SPEC 2.13 Payments (view only): revenue, counts by status and a card per payment. */
export function PaymentsTab() {
  const payments = useAdminPayments();

  if (payments.isPending) {
    return (
      <div className="grid gap-4">
        <SkeletonCards count={3} className="h-36" label="Loading payments" />
      </div>
    );
  }
  if (payments.isError) return <LoadError message={ADMIN_TEXT.loadFailed} onRetry={() => payments.refetch()} />;

  const summary = summarizePayments(payments.data);
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        Payments
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-5">
        <StatCard label="Total Revenue" value={formatINRExact(summary.revenue)} icon="card" tone="green" />
        <StatCard label="Transactions" value={summary.transactions} icon="chart" />
        <StatCard label="Successful" value={summary.successful} icon="checklist" tone="green" />
        <StatCard label="Failed" value={summary.failed} icon="close" tone="red" />
        <StatCard label="Pending" value={summary.pending} icon="calendar" tone="amber" />
      </div>
      {payments.data.length === 0 ? (
        <EmptyState icon="card" title="No payments yet" description="Purchases of paid tests will appear here." />
      ) : (
        <ul className="grid gap-4">
          {payments.data.map((payment) => (
            <li key={payment._id}>
              <AdminPaymentCard payment={payment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
