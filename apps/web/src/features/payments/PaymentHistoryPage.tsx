import type { Payment } from '@mockprep/contract';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { LoadMore } from '../../components/ui/LoadMore';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonCards } from '../../components/ui/Skeleton';
import { usePaymentHistory } from './api';
import { PaymentCard } from './components/PaymentCard';
import { ReceiptOverlay } from './components/ReceiptOverlay';
import { SummaryCards } from './components/SummaryCards';

type OpenReceipt = { paymentId: string; autoPrint: boolean };

/** SPEC 2.12 Payment History: summary, one card per transaction, and the receipt. */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const history = usePaymentHistory();
  const [receipt, setReceipt] = useState<OpenReceipt | null>(null);
  const header = (
    <PageHeader
      title={t('payments.paymentHistoryPage.paymentHistory')}
      subtitle={t('payments.paymentHistoryPage.yourTestPurchasesReceiptsAnd')}
    />
  );

  if (history.isPending) {
    return (
      <>
        {header}
        <div className="grid gap-4">
          <SkeletonCards count={3} className="h-44" label={t('payments.paymentHistoryPage.loadingPaymentHistory')} />
        </div>
      </>
    );
  }
  if (history.isError) {
    return (
      <>
        {header}
        <LoadError message={t('fail.paymentHistory')} error={history.error} onRetry={() => history.refetch()} />
      </>
    );
  }

  const payments = history.entries;
  const summary = history.data.pages[0]?.summary;
  const open = (autoPrint: boolean) => (payment: Payment) => setReceipt({ paymentId: payment._id, autoPrint });
  return (
    <>
      {header}
      {payments.length === 0 ? (
        <EmptyState
          icon={CreditCard}
          title={t('payments.paymentHistoryPage.noPaymentHistory')}
          description={t('payments.paymentHistoryPage.testsYouBuyShowUp')}
          action={
            <Link to="/tests" className={buttonClasses()}>
              {t('payments.paymentHistoryPage.browseTests')}
            </Link>
          }
        />
      ) : (
        <>
          {summary && <SummaryCards summary={summary} />}
          <ul aria-label={t('payments.paymentHistoryPage.transactions')} className="grid gap-4">
            {payments.map((payment) => (
              <li key={payment._id}>
                <PaymentCard payment={payment} onView={open(false)} onDownload={open(true)} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={history.hasNextPage}
            pending={history.isFetchingNextPage}
            onMore={() => history.fetchNextPage()}
          />
        </>
      )}
      {receipt && (
        <ReceiptOverlay paymentId={receipt.paymentId} autoPrint={receipt.autoPrint} onClose={() => setReceipt(null)} />
      )}
    </>
  );
}
