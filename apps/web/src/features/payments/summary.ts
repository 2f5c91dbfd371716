import type { Payment } from '@mockprep/contract';

export type PaymentSummary = {
  transactions: number;
  successful: number;
  pending: number;
  /** Rupees actually paid: status paid only. */
  totalSpent: number;
  /** Rupees saved by promo codes: status paid only. */
  totalSaved: number;
};

const paise = (rupees: number) => Math.round(rupees * 100);

/** SPEC 2.12 totals. Summed in paise, so ₹39.20 + ₹119.20 is ₹158.40 and not ₹158.39999. */
export function summarizePayments(payments: Payment[]): PaymentSummary {
  const paid = payments.filter((p) => p.status === 'paid');
  return {
    transactions: payments.length,
    successful: paid.length,
    pending: payments.filter((p) => p.status === 'created').length,
    totalSpent: paid.reduce((sum, p) => sum + paise(p.amount), 0) / 100,
    totalSaved: paid.reduce((sum, p) => sum + paise(p.discountAmount), 0) / 100,
  };
}
