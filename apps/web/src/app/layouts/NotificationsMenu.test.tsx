import type { Notification, NotificationPage } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { NotificationsMenu } from './NotificationsMenu';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const notification = (overrides: Partial<Notification>): Notification => ({
  _id: '0190a5f2-0000-7000-8000-000000000101',
  kind: 'result_ready',
  test: { _id: '0190a5f2-0000-7000-8000-000000000201', title: 'JEE Main Physics' },
  attemptId: null,
  score: null,
  paymentId: null,
  amount: null,
  startsAt: null,
  createdAt: minutesAgo(5),
  read: false,
  ...overrides,
});

const result = notification({ attemptId: '0190a5f2-0000-7000-8000-000000000301', score: 72.4 });
const refund = notification({
  _id: '0190a5f2-0000-7000-8000-000000000102',
  kind: 'payment_refunded',
  amount: 99,
  createdAt: minutesAgo(180),
  read: true,
});
const page = (entries: Notification[]): NotificationPage => ({ entries, nextCursor: null });

function renderBell() {
  return renderRoute(null, {
    user: testUser,
    path: '/dashboard',
    routes: [
      { path: '/dashboard', element: <NotificationsMenu /> },
      { path: '/result/:attemptId', element: <p>Result page</p> },
    ],
  });
}

describe('NotificationsMenu', () => {
  // The popover's code, which the bell fetches when pointed at, focused or pressed; slow to transform on a test's first import.
  beforeAll(() => import('./NotificationsPopover'));

  it('shows the unread count, whose number is part of the bell’s name, and the notifications', async () => {
    stubApi({
      'GET /notifications/unread-count': [{ unread: 1 }],
      'GET /notifications?limit=10': [page([result, refund])],
    });
    renderBell();

    const bell = await screen.findByRole('button', { name: '1 unread notification' });
    expect(bell.textContent).toBe('1');
    fireEvent.click(bell);

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('link');
    expect(items[0]?.textContent).toContain('Your result is ready');
    expect(items[0]?.textContent).toContain('JEE Main Physics: you scored 72.4%');
    expect(items[0]?.textContent).toContain('5 minutes ago');
    expect(items[0]?.textContent).toContain('Unread');
    expect(items[0]?.getAttribute('href')).toBe(`/result/${result.attemptId}`);
    expect(items[1]?.textContent).toContain('₹99 for JEE Main Physics is on its way back to you.');
    expect(items[1]?.textContent).not.toContain('Unread');
    expect(items[1]?.getAttribute('href')).toBe('/payments');
  });

  it('marks a notification read when it is opened, and goes to it', async () => {
    const calls = stubApi({
      'GET /notifications/unread-count': [{ unread: 1 }],
      'GET /notifications?limit=10': [page([result]), page([{ ...result, read: true }])],
      [`POST /notifications/${result._id}/read`]: [{ unread: 0 }],
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: '1 unread notification' }));
    fireEvent.click(await screen.findByRole('link', { name: /Your result is ready/ }));

    expect(await screen.findByText('Result page')).toBeTruthy();
    expect(calls).toContain(`POST /notifications/${result._id}/read`);
  });

  it('marks all read at once', async () => {
    const calls = stubApi({
      'GET /notifications/unread-count': [{ unread: 12 }],
      'GET /notifications?limit=10': [page([result]), page([{ ...result, read: true }])],
      'POST /notifications/read-all': [{ unread: 0 }],
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: '9+ unread notifications' });
    expect(bell.textContent).toBe('9+');
    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(calls).toContain('POST /notifications/read-all');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    stubApi({ 'GET /notifications/unread-count': [{ unread: 0 }], 'GET /notifications?limit=10': [page([])] });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /notifications/unread-count': [{ unread: 0 }] });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load notifications');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
