import { formatINRExact } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { StatCard } from '../../../components/ui/StatCard';
import { useAdminPayments } from '../api';
import { AdminPaymentCard } from './AdminPaymentCard';
import { summarizePayments } from './summary';

/** SPEC 2.13 Payments (view only): revenue, counts by status and a card per payment. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const payments = useAdminPayments();

  if (payments.isPending) {
    return (
      <div className="grid gap-4">
        <SkeletonCards count={3} className="h-36" label={t('admin.payments.paymentsTab.loadingPayments')} />
      </div>
    );
  }
  if (payments.isError) return <LoadError message={t('admin.loadFailed')} onRetry={() => payments.refetch()} />;

  const summary = summarizePayments(payments.data);
  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        {t('admin.payments.paymentsTab.payments')}
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
        <StatCard
          label={t('admin.payments.paymentsTab.totalRevenue')}
          value={formatINRExact(summary.revenue)}
          icon="card"
          tone="green"
        />
        <StatCard label={t('admin.payments.paymentsTab.transactions')} value={summary.transactions} icon="chart" />
        <StatCard
          label={t('admin.payments.paymentsTab.successful')}
          value={summary.successful}
          icon="checklist"
          tone="green"
        />
        <StatCard label={t('admin.payments.paymentsTab.failed')} value={summary.failed} icon="close" tone="red" />
        <StatCard
          label={t('admin.payments.paymentsTab.pending')}
          value={summary.pending}
          icon="calendar"
          tone="amber"
        />
        <StatCard label={t('admin.payments.paymentsTab.refunded')} value={summary.refunded} icon="card" tone="violet" />
      </div>
      {payments.data.length === 0 ? (
        <EmptyState
          icon="card"
          title={t('admin.payments.paymentsTab.noPaymentsYet')}
          description={t('admin.payments.paymentsTab.purchasesOfPaidTestsWill')}
        />
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
