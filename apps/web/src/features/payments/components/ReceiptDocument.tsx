import { formatDateTime, formatINR, type Receipt } from '@mockprep/contract';
import type { ReactNode } from 'react';
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
  const { payment, promoCode, test, user } = receipt;
  return (
    <article
      aria-label={`Receipt ${receipt.receiptNumber}`}
      className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-violet-600 pb-4">
        <Logo />
        <div className="text-right">
          <p className="text-lg font-bold text-slate-900">Payment Receipt</p>
          <p className="font-mono text-sm text-slate-600">{receipt.receiptNumber}</p>
        </div>
      </header>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <PaymentStatusBadge status={receipt.status} />
        <span className="text-slate-600">{formatDateTime(receipt.paymentDate)}</span>
      </div>

      <Section title="Billed to">
        <Row label="Name">{user.name}</Row>
        <Row label="Email">{user.email || 'N/A'}</Row>
        <Row label="Mobile">{user.mobile || 'N/A'}</Row>
      </Section>

      <Section title="Test">
        <Row label="Title">{test?.title ?? 'Test Deleted'}</Row>
        <Row label="Subject">{test?.subject ?? 'N/A'}</Row>
        <Row label="Exam type">{test?.examType ?? 'N/A'}</Row>
      </Section>

      <Section title="Payment">
        <Row label="Original price">{money(payment.originalAmount)}</Row>
        {payment.discountAmount > 0 && (
          <div className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-500">
              Discount{promoCode && ` (${promoCode.code})`}
              {promoCode?.description && <span className="block text-xs">{promoCode.description}</span>}
            </dt>
            <dd className="font-medium whitespace-nowrap text-emerald-700">−{money(payment.discountAmount)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">Final amount</dt>
          <dd className="font-bold text-violet-700">{money(payment.finalAmount)}</dd>
        </div>
      </Section>

      <Section title="Transaction">
        <Row label="Order ID">
          <span className="font-mono text-xs break-all">{receipt.orderId ?? 'N/A'}</span>
        </Row>
        <Row label="Payment ID">
          <span className="font-mono text-xs break-all">{receipt.paymentId ?? 'N/A'}</span>
        </Row>
      </Section>

      <footer className="mt-8 border-t border-slate-200 pt-4 text-center text-xs text-slate-500">
        <p>This is a computer-generated receipt and does not require a signature.</p>
        <p className="mt-1">
          Questions about this payment? Write to {receipt.support.email} or call {receipt.support.phone}.
        </p>
      </footer>
    </article>
  );
}
