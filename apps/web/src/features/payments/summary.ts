import type { Payment } from '@mockprep/contract';

export type PaymentSummary = {
  transactions: number;
  successful: number;
  pending: number;
  /** Rupees actually paid: status paid only. */
  totalSpent: number;
  /** Rupees saved by promo codes: status paid only. */
  totalSaved: number;
  /** Rupees given back: payments for a test already owned, once refunded. */
  totalRefunded: number;
};

const paise = (rupees: number) => Math.round(rupees * 100);

const sum = (payments: Payment[], amount: (p: Payment) => number) =>
  payments.reduce((total, p) => total + paise(amount(p)), 0) / 100;

/**
 * SPEC 2.12 totals. Summed in paise, so ₹39.20 + ₹119.20 is ₹158.40 and not ₹158.39999. A refunded payment
 * (and one whose refund is pending) is neither spent nor saved.
 */
export function summarizePayments(payments: Payment[]): PaymentSummary {
  const paid = payments.filter((p) => p.status === 'paid');
  return {
    transactions: payments.length,
    successful: paid.length,
    pending: payments.filter((p) => p.status === 'created').length,
    totalSpent: sum(paid, (p) => p.amount),
    totalSaved: sum(paid, (p) => p.discountAmount),
    totalRefunded: sum(
      payments.filter((p) => p.status === 'refunded'),
      (p) => p.amount,
    ),
  };
}
