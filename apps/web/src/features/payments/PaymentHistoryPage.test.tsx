import type { Payment } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { PaymentHistoryPage } from './PaymentHistoryPage';

const base: Payment = {
  _id: '0190a5f2-0000-7000-8000-0000000000a1',
  test: { _id: 't1', title: 'SSC CGL Full Mock 1', subject: 'General Studies', examType: 'SSC' },
  testId: 't1',
  user: { name: 'Asha Verma', mobile: '9876543210' },
  promoCode: { code: 'WELCOME20', description: '20% off your first test series (up to ₹50)' },
  amount: 39.2,
  originalAmount: 49,
  discountAmount: 9.8,
  status: 'paid',
  provider: 'mock',
  orderId: 'order_mock_1',
  paymentId: 'pay_mock_1',
  createdAt: '2026-03-05T10:00:00.000Z',
  paidAt: '2026-03-05T10:01:00.000Z',
};

const failedOfDeletedTest: Payment = {
  ...base,
  _id: '0190a5f2-0000-7000-8000-0000000000a2',
  test: null,
  promoCode: null,
  amount: 299,
  originalAmount: 299,
  discountAmount: 0,
  status: 'failed',
  paymentId: null,
};

const card = (title: string) => screen.getByRole('article', { name: title });

describe('PaymentHistoryPage', () => {
  it('sums paid payments only and shows each transaction', async () => {
    mockFetch({ body: { success: true, data: [base, failedOfDeletedTest] } });
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    const paid = await screen.findByRole('article', { name: 'SSC CGL Full Mock 1' });
    expect(screen.getByText('2 transactions')).toBeTruthy();
    expect(screen.getByText('₹39.20 spent')).toBeTruthy();
    expect(screen.getByText('₹9.80 saved')).toBeTruthy();
    expect(screen.getByText('Successful Payments').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Pending Payments').nextElementSibling?.textContent).toBe('0');

    expect(within(paid).getByText('₹49').tagName).toBe('S');
    expect(within(paid).getByText('Saved ₹9.80')).toBeTruthy();
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('WELCOME20')).toBeTruthy();

    const failed = card('Test Deleted');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('₹299')).toBeTruthy();
    expect(within(failed).queryByText(/^Saved/)).toBeNull();
  });

  it('shows a payment for a test already owned as Refunded, not spent', async () => {
    const refunded: Payment = { ...base, _id: '0190a5f2-0000-7000-8000-0000000000a3', status: 'refunded' };
    mockFetch({ body: { success: true, data: [base, refunded] } });
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    await screen.findAllByRole('article', { name: 'SSC CGL Full Mock 1' });
    const [paidCard, refundedCard] = screen.getAllByRole('article', { name: 'SSC CGL Full Mock 1' });
    expect(within(paidCard as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(within(refundedCard as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(screen.getByText('₹39.20 spent')).toBeTruthy();
    expect(screen.getByText('₹39.20 refunded')).toBeTruthy();
    expect(screen.getByText('Successful Payments').nextElementSibling?.textContent).toBe('1');
  });

  it('opens the receipt and says when it cannot be found', async () => {
    mockFetch(
      { body: { success: true, data: [base] } },
      { status: 404, body: { success: false, message: 'Receipt Not Found' } },
    );
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    fireEvent.click(await screen.findByRole('button', { name: /^View Receipt/ }));
    const dialog = screen.getByRole('dialog', { name: 'Payment Receipt' });
    expect(await within(dialog).findByText('Unable to load receipt data')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Print Receipt' }).hasAttribute('disabled')).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the tests when there is no payment yet', async () => {
    mockFetch({ body: { success: true, data: [] } });
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    expect(await screen.findByText('No payment history')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Tests' }).getAttribute('href')).toBe('/tests');
  });
});
