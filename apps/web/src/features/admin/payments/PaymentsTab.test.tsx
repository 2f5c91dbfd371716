import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, payment, stubAdminApi } from '../fixtures';
import { PaymentsTab } from './PaymentsTab';

const figure = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe('PaymentsTab', () => {
  it('counts payments by status and sums the paid amounts only', async () => {
    stubAdminApi({
      'GET /admin/payments': [
        payment(1, { amount: 39.2 }),
        payment(2, { amount: 119.2 }),
        payment(3, { status: 'failed', amount: 299 }),
        payment(4, { status: 'created', amount: 99, orderId: null, test: null }),
      ],
    });
    renderRoute(<PaymentsTab />, { user: adminUser, path: '/admin' });
    await screen.findByRole('article', { name: 'order_mock_1' });

    expect(figure('Total Revenue')).toBe('₹158.40');
    expect(figure('Transactions')).toBe('4');
    expect(figure('Successful')).toBe('2');
    expect(figure('Failed')).toBe('1');
    expect(figure('Pending')).toBe('1');

    const pending = screen.getByRole('article', { name: 'N/A' });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Test Deleted')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'order_mock_3' })).getByText('Failed')).toBeTruthy();
  });

  it('keeps refunded payments out of the revenue and counts them as Refunded', async () => {
    stubAdminApi({
      'GET /admin/payments': [
        payment(1, { amount: 99 }),
        payment(2, { amount: 99, status: 'refunded' }),
        payment(3, { amount: 99, status: 'duplicate' }),
      ],
    });
    renderRoute(<PaymentsTab />, { user: adminUser, path: '/admin' });
    await screen.findByRole('article', { name: 'order_mock_1' });

    expect(figure('Total Revenue')).toBe('₹99');
    expect(figure('Successful')).toBe('1');
    expect(figure('Refunded')).toBe('1');
    expect(within(screen.getByRole('article', { name: 'order_mock_2' })).getByText('Refunded')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'order_mock_3' })).getByText('Refund pending')).toBeTruthy();
  });

  it('says so when there are no payments', async () => {
    stubAdminApi({ 'GET /admin/payments': [] });
    renderRoute(<PaymentsTab />, { user: adminUser, path: '/admin' });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(figure('Total Revenue')).toBe('₹0');
  });
});
