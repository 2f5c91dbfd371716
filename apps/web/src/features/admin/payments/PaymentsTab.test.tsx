import type { AdminPaymentPage, AdminPaymentSummary } from '@mockprep/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, payment, stubAdminApi } from '../fixtures';
import { PaymentsTab } from './PaymentsTab';

const figure = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
const page = (entries: AdminPaymentPage['entries'], total = entries.length): AdminPaymentPage => ({
  entries,
  nextCursor: null,
  total,
});
const summary: AdminPaymentSummary = {
  revenue: 158.4,
  transactions: 4,
  successful: 2,
  failed: 1,
  pending: 1,
  refunded: 0,
};

describe('PaymentsTab', () => {
  it("shows the server's figures and a card per payment", async () => {
    stubAdminApi({
      'GET /admin/payments/summary': summary,
      'GET /admin/payments?limit=50': page(
        [
          payment(1, { amount: 39.2 }),
          payment(3, { status: 'failed', amount: 299 }),
          payment(4, { status: 'created', amount: 99, orderId: null, test: null }),
        ],
        4,
      ),
    });
    renderRoute(<PaymentsTab />, { user: adminUser, path: '/admin' });
    await screen.findByRole('article', { name: 'order_mock_1' });

    expect(figure('Total Revenue')).toBe('₹158.40');
    expect(figure('Transactions')).toBe('4');
    expect(figure('Successful')).toBe('2');
    expect(screen.getByText('Showing 3 of 4 payments')).toBeTruthy();
    const pending = screen.getByRole('article', { name: 'N/A' });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Test Deleted')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'order_mock_3' })).getByText('Failed')).toBeTruthy();
  });

  it('asks the server for the status and the whole IST days chosen', async () => {
    const filtered = 'GET /admin/payments?limit=50&status=refunded&from=2026-03-01T00%3A00%3A00.000%2B05%3A30';
    const calls = stubAdminApi({
      'GET /admin/payments/summary': summary,
      'GET /admin/payments?limit=50': page([payment(1)]),
      'GET /admin/payments?limit=50&status=refunded': page([payment(2, { status: 'refunded' })]),
      [filtered]: page([]),
    });
    renderRoute(<PaymentsTab />, { user: adminUser, path: '/admin' });
    await screen.findByRole('article', { name: 'order_mock_1' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    expect(await screen.findByRole('article', { name: 'order_mock_2' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('No payments match')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(filtered));
  });

  it('says so when there are no payments', async () => {
    stubAdminApi({
      'GET /admin/payments/summary': { ...summary, revenue: 0, transactions: 0 },
      'GET /admin/payments?limit=50': page([]),
    });
    renderRoute(<PaymentsTab />, { user: adminUser, path: '/admin' });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(figure('Total Revenue')).toBe('₹0');
  });
});
