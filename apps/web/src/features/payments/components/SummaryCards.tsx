import { formatINRExact, type PaymentSummary } from '@mockprep/contract';
import { Calendar, ClipboardCheck, CreditCard, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/StatCard';

/** SPEC 2.12 summary: chips (count, spent, saved) and cards; spent and saved count paid payments only. */
export function SummaryCards({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation('translation', { keyPrefix: 'payments.summaryCards' });
  const chips = [
    t('transactions', { count: summary.transactions }),
    t('spent', { amount: formatINRExact(summary.totalSpent) }),
    t('saved', { amount: formatINRExact(summary.totalSaved) }),
    ...(summary.totalRefunded > 0 ? [t('refunded', { amount: formatINRExact(summary.totalRefunded) })] : []),
  ];
  return (
    <section aria-label={t('paymentSummary')} className="mb-6 space-y-4">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip} className="rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-800">
            {chip}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('successfulPayments')} value={summary.successful} icon={ClipboardCheck} tone="green" />
        <StatCard label={t('totalSpent')} value={formatINRExact(summary.totalSpent)} icon={CreditCard} tone="violet" />
        <StatCard label={t('pendingPayments')} value={summary.pending} icon={Calendar} tone="amber" />
        <StatCard label={t('totalSaved')} value={formatINRExact(summary.totalSaved)} icon={Sparkles} tone="blue" />
      </div>
    </section>
  );
}
