import type { Payment } from '@mockprep/contract';

export type AdminPaymentSummary = {
  /** Rupees, paid payments only. */
  revenue: number;
  transactions: number;
  successful: number;
  failed: number;
  pending: number;
  /** Payments for a test the student already owned, given back. */
  refunded: number;
};

/** SPEC 2.13 Payments: revenue sums paid amounts (never a refunded one); created payments count as pending. */
export function summarizePayments(payments: Payment[]): AdminPaymentSummary {
  const paid = payments.filter((payment) => payment.status === 'paid');
  // Sum in paise so ₹39.20 + ₹0.10 stays exact.
  const revenuePaise = paid.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
  return {
    revenue: revenuePaise / 100,
    transactions: payments.length,
    successful: paid.length,
    failed: payments.filter((payment) => payment.status === 'failed').length,
    pending: payments.filter((payment) => payment.status === 'created').length,
    refunded: payments.filter((payment) => payment.status === 'refunded').length,
  };
}
