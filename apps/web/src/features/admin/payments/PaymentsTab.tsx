import { formatCount, formatINRExact } from '@mockprep/contract';
import { Calendar, ChartNoAxesColumnIncreasing, ClipboardCheck, CreditCard, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { StatCard } from '../../../components/ui/StatCard';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { ExportButton } from '../components/ExportButton';
import { AdminPaymentCard } from './AdminPaymentCard';
import { useAdminPayments, usePaymentSummary } from './api';
import { NO_PAYMENT_FILTERS, paymentFilters } from './filters';
import { PaymentFilters } from './PaymentFilters';

/** SPEC 2.13 Payments (view only): revenue and counts by status, then the payments, paged and filtered on the server. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(NO_PAYMENT_FILTERS);
  const search = useDebouncedValue(picked.search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = paymentFilters(picked, search);
  const payments = useAdminPayments(filters);
  const summary = usePaymentSummary().data;
  const { entries, totalText: total = formatCount(entries.length) } = payments;
  const figure = (value: number | undefined) => value ?? '—';

  function list() {
    if (payments.isPending)
      return <SkeletonCards count={3} className="h-36" label={t('admin.payments.paymentsTab.loadingPayments')} />;
    if (payments.isError && entries.length === 0)
      return <LoadError message={t('admin.loadFailed')} error={payments.error} onRetry={() => payments.refetch()} />;
    if (entries.length === 0) {
      const filtered = Object.values(filters).some(Boolean);
      return (
        <EmptyState
          icon={CreditCard}
          title={t(
            filtered ? 'admin.payments.paymentsTab.noPaymentsMatch' : 'admin.payments.paymentsTab.noPaymentsYet',
          )}
          description={t(
            filtered
              ? 'admin.payments.paymentsTab.tryOtherFilters'
              : 'admin.payments.paymentsTab.purchasesOfPaidTestsWill',
          )}
        />
      );
    }
    return (
      <>
        <ul className="grid gap-4" aria-busy={payments.isPlaceholderData || undefined}>
          {entries.map((payment) => (
            <li key={payment._id}>
              <AdminPaymentCard payment={payment} />
            </li>
          ))}
        </ul>
        <LoadMore
          summary={t('admin.payments.paymentsTab.showing', { shown: entries.length, total })}
          hasMore={payments.hasNextPage}
          pending={payments.isFetchingNextPage}
          onMore={() => payments.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="payments-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
          {t('admin.payments.paymentsTab.payments')}
        </h2>
        <ExportButton path="/admin/exports/payments.csv" filters={filters} />
      </div>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
        <StatCard
          label={t('admin.payments.paymentsTab.totalRevenue')}
          value={summary ? formatINRExact(summary.revenue) : '—'}
          icon={CreditCard}
          tone="green"
        />
        <StatCard
          label={t('admin.payments.paymentsTab.transactions')}
          value={figure(summary?.transactions)}
          icon={ChartNoAxesColumnIncreasing}
        />
        <StatCard
          label={t('admin.payments.paymentsTab.successful')}
          value={figure(summary?.successful)}
          icon={ClipboardCheck}
          tone="green"
        />
        <StatCard label={t('admin.payments.paymentsTab.failed')} value={figure(summary?.failed)} icon={X} tone="red" />
        <StatCard
          label={t('admin.payments.paymentsTab.pending')}
          value={figure(summary?.pending)}
          icon={Calendar}
          tone="amber"
        />
        <StatCard
          label={t('admin.payments.paymentsTab.refunded')}
          value={figure(summary?.refunded)}
          icon={CreditCard}
          tone="violet"
        />
      </div>
      <PaymentFilters value={picked} onChange={setPicked} />
      {list()}
    </section>
  );
}
