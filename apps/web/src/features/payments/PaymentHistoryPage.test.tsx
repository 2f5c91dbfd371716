import type { PaymentHistoryPage as HistoryPage, Payment, PaymentSummary } from '@mockprep/contract';
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

const NO_SUMMARY: PaymentSummary = {
  transactions: 0,
  successful: 0,
  pending: 0,
  totalSpent: 0,
  totalSaved: 0,
  totalRefunded: 0,
};

/** One page of the history as the server answers it: the summary covers every payment, not only this page. */
const historyPage = (
  entries: Payment[],
  summary: Partial<PaymentSummary> = {},
  nextCursor: string | null = null,
): { body: { success: true; data: HistoryPage } } => ({
  body: {
    success: true,
    data: {
      entries,
      nextCursor,
      total: summary.transactions ?? entries.length,
      summary: { ...NO_SUMMARY, transactions: entries.length, ...summary },
    },
  },
});

describe('PaymentHistoryPage', () => {
  it("shows the server's totals and each transaction", async () => {
    mockFetch(historyPage([base, failedOfDeletedTest], { successful: 1, totalSpent: 39.2, totalSaved: 9.8 }));
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

  it('gives a paid payment its saving and receipt; a failed one tries again, a pending one waits', async () => {
    const other = (n: number, status: Payment['status'], title: string): Payment => ({
      ...base,
      _id: `0190a5f2-0000-7000-8000-00000000010${n}`,
      test: { ...(base.test as NonNullable<Payment['test']>), _id: `t${n}`, title },
      testId: `t${n}`,
      status,
      paymentId: null,
    });
    mockFetch(
      historyPage([
        base,
        other(2, 'failed', 'Failed Mock'),
        other(3, 'created', 'Pending Mock'),
        other(4, 'refunded', 'Refunded Mock'),
        failedOfDeletedTest,
      ]),
    );
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    const paid = await screen.findByRole('article', { name: 'SSC CGL Full Mock 1' });
    const receiptButtons = (scope: HTMLElement) =>
      within(scope)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(receiptButtons(paid)).toEqual(['View Receipt', 'Download Receipt']);
    expect(within(paid).getByText('Saved ₹9.80')).toBeTruthy();
    expect(within(paid).queryByText('Payment failed. No money was taken.')).toBeNull();

    const failed = card('Failed Mock');
    expect(within(failed).getByText('Payment failed. No money was taken.')).toBeTruthy();
    expect(within(failed).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/test/t2');
    expect(receiptButtons(failed)).toEqual([]);
    expect(within(failed).queryByText(/^Saved/)).toBeNull();
    expect(within(failed).queryByText('₹49')).toBeNull();

    const pending = card('Pending Mock');
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Awaiting confirmation')).toBeTruthy();
    expect(receiptButtons(pending)).toEqual([]);
    expect(within(pending).queryByText(/^Saved/)).toBeNull();
    expect(within(pending).queryByRole('link')).toBeNull();

    const refunded = card('Refunded Mock');
    expect(receiptButtons(refunded)).toEqual([]);
    expect(within(refunded).queryByText(/^Saved/)).toBeNull();

    const deleted = card('Test Deleted');
    expect(within(deleted).getByText('Payment failed. No money was taken.')).toBeTruthy();
    expect(within(deleted).queryByRole('link')).toBeNull();
  });

  it('shows a payment for a test already owned as Refunded, not spent', async () => {
    const refunded: Payment = { ...base, _id: '0190a5f2-0000-7000-8000-0000000000a3', status: 'refunded' };
    mockFetch(historyPage([base, refunded], { successful: 1, totalSpent: 39.2, totalSaved: 9.8, totalRefunded: 39.2 }));
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
    mockFetch(historyPage([base]), { status: 404, body: { success: false, message: 'Receipt Not Found' } });
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    fireEvent.click(await screen.findByRole('button', { name: /^View Receipt/ }));
    const dialog = screen.getByRole('dialog', { name: 'Payment Receipt' });
    expect(await within(dialog).findByText('Unable to load receipt data')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Print Receipt' }).hasAttribute('disabled')).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the tests when there is no payment yet', async () => {
    mockFetch(historyPage([]));
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    expect(await screen.findByText('No payment history')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Tests' }).getAttribute('href')).toBe('/tests');
  });

  it('loads the next page on demand; the totals stay those of every payment', async () => {
    const fetchMock = mockFetch(
      historyPage([base], { transactions: 2, successful: 1, totalSpent: 39.2 }, base._id),
      historyPage([failedOfDeletedTest], { transactions: 2, successful: 1, totalSpent: 39.2 }),
    );
    renderRoute(<PaymentHistoryPage />, { user: testUser, path: '/payments' });

    expect(await screen.findByText('2 transactions')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Test Deleted' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Test Deleted' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'SSC CGL Full Mock 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('2 transactions')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/payments/history?limit=20',
      `/api/payments/history?limit=20&cursor=${base._id}`,
    ]);
  });
});
