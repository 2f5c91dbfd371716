import { formatDateTime, formatINRExact, type Payment } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payments/PaymentStatusBadge';
import { Button, buttonClasses } from '../../../components/ui/Button';

type Props = { payment: Payment; onView: (payment: Payment) => void; onDownload: (payment: Payment) => void };

/**
 * One transaction of Payment History (SPEC 2.12). Only a paid one has a saving and a receipt; a failed one (or one
 * that lapsed unpaid) offers to try again on the test's page, a pending one waits for the provider's word.
 */
export function PaymentCard({ payment, onView, onDownload }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'payments.paymentCard' });
  const titleId = useId();
  const paid = payment.status === 'paid';
  const discounted = paid && payment.discountAmount > 0;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold text-slate-900">
              {payment.test?.title ?? t('testDeleted')}
            </h3>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {payment.test ? `${payment.test.subject} · ${payment.test.examType}` : t('testInformationUnavailable')}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold text-slate-900 tabular-nums">{formatINRExact(payment.amount)}</p>
          {discounted && (
            <p className="text-sm tabular-nums">
              <s className="text-muted">{formatINRExact(payment.originalAmount)}</s>{' '}
              <span className="font-medium text-emerald-700">
                {t('savedDiscountAmount', {
                  discountAmount: formatINRExact(payment.discountAmount),
                })}
              </span>
            </p>
          )}
        </div>
      </div>
      {payment.promoCode && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="rounded-md border border-dashed border-emerald-400 bg-emerald-50 px-2 py-0.5 font-mono text-xs font-semibold text-emerald-800">
            {payment.promoCode.code}
          </span>
          {payment.promoCode.description}
        </p>
      )}
      <dl className="mt-4 grid gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">{t('date')}</dt>
          <dd className="text-slate-900">{formatDateTime(payment.createdAt)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('orderId')}</dt>
          <dd className="font-mono text-xs break-all text-slate-900">{payment.orderId ?? '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('paymentId')}</dt>
          <dd className="font-mono text-xs break-all text-slate-900">{payment.paymentId ?? '—'}</dd>
        </div>
      </dl>
      {paid && (
        <div className="mt-4 grid gap-2 sm:flex">
          <Button variant="secondary" onClick={() => onView(payment)} aria-describedby={titleId}>
            {t('viewReceipt')}
          </Button>
          <Button variant="ghost" onClick={() => onDownload(payment)} aria-describedby={titleId}>
            {t('downloadReceipt')}
          </Button>
        </div>
      )}
      {payment.status === 'failed' && (
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-rose-800">{t('failedNoMoneyTaken')}</p>
          {payment.test && (
            <Link
              to={`/test/${payment.testId}`}
              aria-describedby={titleId}
              className={`${buttonClasses('secondary')} shrink-0`}
            >
              {t('tryAgain')}
            </Link>
          )}
        </div>
      )}
      {payment.status === 'created' && (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t('awaitingConfirmation')}
        </p>
      )}
    </article>
  );
}
