import { formatDateTime, formatINR, type Receipt } from '@mockprep/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payments/PaymentStatusBadge';
import { Logo } from '../../../components/ui/Logo';

/** SPEC 9: every amount on a receipt has 2 decimals. */
const money = (rupees: number) => formatINR(rupees, 2);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid">
      <h3 className="border-b border-slate-200 pb-1.5 text-xs font-bold tracking-wide text-slate-500 uppercase">
        {title}
      </h3>
      <dl className="mt-1 text-sm">{children}</dl>
    </section>
  );
}

/** The printable receipt of SPEC 2.12. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { payment, promoCode, test, user } = receipt;
  return (
    <article
      aria-label={t('payments.receiptDocument.receiptReceiptNumber', { receiptNumber: receipt.receiptNumber })}
      className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-violet-600 pb-4">
        <Logo />
        <div className="text-right">
          <p className="text-lg font-bold text-slate-900">{t('payments.receiptDocument.paymentReceipt')}</p>
          <p className="font-mono text-sm text-slate-600">{receipt.receiptNumber}</p>
        </div>
      </header>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <PaymentStatusBadge status={receipt.status} />
        <span className="text-slate-600">{formatDateTime(receipt.paymentDate)}</span>
      </div>

      <Section title={t('payments.receiptDocument.billedTo')}>
        <Row label={t('payments.receiptDocument.name')}>{user.name}</Row>
        <Row label={t('payments.receiptDocument.email')}>{user.email || t('payments.receiptDocument.nA')}</Row>
        <Row label={t('payments.receiptDocument.mobile')}>{user.mobile || t('payments.receiptDocument.nA')}</Row>
      </Section>

      <Section title={t('payments.receiptDocument.test')}>
        <Row label={t('payments.receiptDocument.title')}>
          {test?.title ?? t('payments.receiptDocument.testDeleted')}
        </Row>
        <Row label={t('payments.receiptDocument.subject')}>{test?.subject ?? t('payments.receiptDocument.nA')}</Row>
        <Row label={t('payments.receiptDocument.examType')}>{test?.examType ?? t('payments.receiptDocument.nA')}</Row>
      </Section>

      <Section title={t('payments.receiptDocument.payment')}>
        <Row label={t('payments.receiptDocument.originalPrice')}>{money(payment.originalAmount)}</Row>
        {payment.discountAmount > 0 && (
          <div className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-500">
              {t('payments.receiptDocument.discount')}
              {promoCode && ` (${promoCode.code})`}
              {promoCode?.description && <span className="block text-xs">{promoCode.description}</span>}
            </dt>
            <dd className="font-medium whitespace-nowrap text-emerald-700">−{money(payment.discountAmount)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{t('payments.receiptDocument.finalAmount')}</dt>
          <dd className="font-bold text-violet-700">{money(payment.finalAmount)}</dd>
        </div>
      </Section>

      <Section title={t('payments.receiptDocument.transaction')}>
        <Row label={t('payments.receiptDocument.orderId')}>
          <span className="font-mono text-xs break-all">{receipt.orderId ?? t('payments.receiptDocument.nA')}</span>
        </Row>
        <Row label={t('payments.receiptDocument.paymentId')}>
          <span className="font-mono text-xs break-all">{receipt.paymentId ?? t('payments.receiptDocument.nA')}</span>
        </Row>
      </Section>

      <footer className="mt-8 border-t border-slate-200 pt-4 text-center text-xs text-slate-500">
        <p>{t('payments.receiptDocument.thisIsAComputerGenerated')}</p>
        <p className="mt-1">
          {t('payments.receiptDocument.questionsAboutThisPaymentWrite', {
            email: receipt.support.email,
            phone: receipt.support.phone,
          })}
        </p>
      </footer>
    </article>
  );
}
