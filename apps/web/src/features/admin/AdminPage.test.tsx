import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';
import { AdminPage } from './AdminPage';
import { adminUser, stubAdminApi } from './fixtures';

const stats = {
  totalUsers: 12,
  totalTests: 5,
  totalAttempts: 40,
  totalRevenue: 1234.5,
  recentUsers: 3,
  recentAttempts: 9,
  averageScore: 61.4,
  activeTests: 4,
  totalQuestions: 120,
  paidTests: 2,
};

const promoStats = { totalPromoCodes: 0, activePromoCodes: 0, expiredPromoCodes: 0, mostUsed: [] };

const renderAdmin = () => renderRoute(null, { user: adminUser, routes: [{ path: '/', element: <AdminPage /> }] });

describe('AdminPage', () => {
  it('opens on the Dashboard and fetches only its figures', async () => {
    const calls = stubAdminApi({ 'GET /admin/stats': stats });
    renderAdmin();
    expect(await screen.findByText('₹1,234.50 revenue')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Average score').closest('div')?.textContent).toContain('61%');
    expect(calls.map((call) => call.path)).toEqual(['/admin/stats']);
  });

  it('moves between tabs with the arrow keys and keeps the open tab in the URL', async () => {
    stubAdminApi({
      'GET /admin/stats': stats,
      'GET /admin/promo-codes/stats': promoStats,
      'GET /admin/audit-log?limit=50': { entries: [], nextCursor: null },
      'GET /admin/users?limit=50': { entries: [], nextCursor: null, total: 0 },
      'GET /admin/users?limit=100&role=admin': { entries: [], nextCursor: null, total: 0 },
    });
    const { router } = renderAdmin();
    const dashboard = await screen.findByRole('tab', { name: 'Dashboard' });
    act(() => dashboard.focus());
    fireEvent.keyDown(dashboard, { key: 'ArrowRight' });
    const users = screen.getByRole('tab', { name: 'Users' });
    expect(users.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(users);
    expect(router.state.location.search).toBe('?tab=users');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeTruthy();

    fireEvent.keyDown(users, { key: 'End' });
    expect(router.state.location.search).toBe('?tab=audit-log');
    expect(await screen.findByText('No admin actions yet')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Audit log' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=dashboard');
  });

  it('says when the figures failed to load, with a retry', async () => {
    stubAdminApi({}, ['GET /admin/stats']);
    renderAdmin();
    // The server's reason heads the failure (the stub answers 404 "Not found").
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
