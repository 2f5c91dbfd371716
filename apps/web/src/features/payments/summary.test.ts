import type { Payment } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { summarizePayments } from './summary';

const payment = (status: string, amount: number, discountAmount: number): Payment =>
  ({ status, amount, discountAmount, originalAmount: amount + discountAmount }) as Payment;

describe('summarizePayments', () => {
  it('counts every transaction but adds up spent and saved from paid ones only', () => {
    const summary = summarizePayments([
      payment('paid', 39.2, 9.8),
      payment('paid', 119.2, 29.8),
      payment('failed', 69, 30),
      payment('created', 299, 0),
      payment('created', 149, 0),
    ]);
    expect(summary).toEqual({
      transactions: 5,
      successful: 2,
      pending: 2,
      totalSpent: 158.4,
      totalSaved: 39.6,
      totalRefunded: 0,
    });
  });

  it('counts a payment given back as refunded, never as spent, saved or successful', () => {
    const summary = summarizePayments([
      payment('paid', 99, 0),
      payment('refunded', 99, 0),
      payment('refunded', 89.1, 9.9),
      payment('duplicate', 99, 0),
      payment('cancelled', 99, 0),
    ]);
    expect(summary).toEqual({
      transactions: 5,
      successful: 1,
      pending: 0,
      totalSpent: 99,
      totalSaved: 0,
      totalRefunded: 188.1,
    });
  });

  it('is all zeros without payments', () => {
    expect(summarizePayments([])).toEqual({
      transactions: 0,
      successful: 0,
      pending: 0,
      totalSpent: 0,
      totalSaved: 0,
      totalRefunded: 0,
    });
  });
});
