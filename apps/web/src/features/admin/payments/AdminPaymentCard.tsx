import { formatDateTime, formatINRExact, type Payment, shortId } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payments/PaymentStatusBadge';

/** SPEC 2.13: one payment as the admin sees it, with who paid and for which test. */
export function AdminPaymentCard({ payment }: { payment: Payment }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.payments.adminPaymentCard' });
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-mono text-sm font-semibold break-all text-slate-900">
            {payment.orderId ?? t('nA')}
          </h3>
          <p className="font-mono text-xs text-slate-500">{t('id', { id: shortId(payment._id) })}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-lg font-bold text-slate-900 tabular-nums">{formatINRExact(payment.amount)}</p>
          <PaymentStatusBadge status={payment.status} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('user')}</dt>
          <dd className="truncate font-medium text-slate-900">{payment.user.name}</dd>
          <dd className="text-slate-600 tabular-nums">{payment.user.mobile ?? '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('test')}</dt>
          <dd className="font-medium break-words text-slate-900">{payment.test?.title ?? t('testDeleted')}</dd>
          {payment.test && <dd className="text-slate-600">{payment.test.subject}</dd>}
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('date')}</dt>
          <dd className="text-slate-900">{formatDateTime(payment.createdAt)}</dd>
        </div>
      </dl>
    </article>
  );
}
