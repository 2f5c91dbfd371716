import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  it('loads every admin list on entry and opens on the Dashboard', async () => {
    const calls = stubAdminApi({ 'GET /admin/stats': stats });
    renderAdmin();
    expect(await screen.findByText('₹1,234.50 revenue')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Average score').closest('div')?.textContent).toContain('61%');
    const loaded = calls.map((call) => call.path).sort();
    expect(loaded).toEqual(
      [
        '/admin/payments',
        '/admin/promo-codes',
        '/admin/promo-codes/stats',
        '/admin/questions?limit=50',
        '/admin/stats',
        '/admin/target-exams',
        '/admin/tests?limit=50',
        '/admin/users',
      ].sort(),
    );
  });

  it('moves between tabs with the arrow keys and keeps the open tab in the URL', async () => {
    stubAdminApi({
      'GET /admin/stats': stats,
      'GET /admin/promo-codes/stats': promoStats,
      'GET /admin/audit-log?limit=50': { entries: [], nextCursor: null },
    });
    const { router } = renderAdmin();
    const dashboard = await screen.findByRole('tab', { name: 'Dashboard' });
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

  it('tells once that admin data failed to load', async () => {
    stubAdminApi({}, ['GET /admin/stats', 'GET /admin/users']);
    renderAdmin();
    expect((await screen.findAllByText('Failed to load admin data')).length).toBeGreaterThan(0);
    // The toast arrives once sonner has loaded (lib/toast).
    await waitFor(() =>
      expect(
        screen.getAllByRole('listitem').filter((item) => item.textContent === 'Failed to load admin data'),
      ).toHaveLength(1),
    );
  });
});
