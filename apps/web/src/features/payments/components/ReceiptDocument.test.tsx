import type { Receipt } from '@mockprep/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptDocument } from './ReceiptDocument';

const receipt: Receipt = {
  receiptNumber: 'RCPT-0A1B2C3D4E',
  status: 'paid',
  paymentDate: '2026-03-05T12:00:00.000Z',
  user: { name: 'Asha Verma', email: null, mobile: '9876543210' },
  test: { title: 'SSC CGL Full Mock 1', subject: 'General Studies', examType: 'SSC' },
  payment: { originalAmount: 1499, discountAmount: 50, finalAmount: 1449 },
  promoCode: { code: 'WELCOME20', description: '20% off your first test series (up to ₹50)' },
  orderId: 'order_mock_123',
  paymentId: 'pay_mock_456',
  support: { email: 'support@mockprep.in', phone: '+91 80000 00000' },
};

const amount = (label: RegExp | string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('ReceiptDocument', () => {
  it('shows every amount in en-IN rupees with 2 decimals', () => {
    render(<ReceiptDocument receipt={receipt} />);
    expect(amount('Original price')).toBe('₹1,499.00');
    expect(amount(/^Discount \(WELCOME20\)/)).toBe('−₹50.00');
    expect(amount('Final amount')).toBe('₹1,449.00');
    expect(screen.getByText('20% off your first test series (up to ₹50)')).toBeTruthy();
  });

  it('keeps paise and says N/A for a missing email', () => {
    render(
      <ReceiptDocument
        receipt={{ ...receipt, payment: { originalAmount: 49, discountAmount: 9.8, finalAmount: 39.2 } }}
      />,
    );
    expect(amount(/^Discount/)).toBe('−₹9.80');
    expect(amount('Final amount')).toBe('₹39.20');
    expect(amount('Email')).toBe('N/A');
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('This is a computer-generated receipt and does not require a signature.')).toBeTruthy();
    expect(screen.getByText(/support@mockprep\.in/).textContent).toContain('+91 80000 00000');
  });

  it('has no discount line without a discount', () => {
    render(
      <ReceiptDocument
        receipt={{ ...receipt, promoCode: null, payment: { originalAmount: 99, discountAmount: 0, finalAmount: 99 } }}
      />,
    );
    expect(screen.queryByText(/^Discount/)).toBeNull();
    expect(amount('Final amount')).toBe('₹99.00');
  });
});
