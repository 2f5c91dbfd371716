import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { ProfilePage } from './ProfilePage';

const targetExams = { body: { success: true, data: [] } };

describe('ProfilePage: Log out of all devices', () => {
  it('asks first, then ends every session on the server and logs out here', async () => {
    const fetchMock = mockFetch(targetExams, {
      body: { success: true, message: 'Logged out of all devices', data: null },
    });
    const { auth } = renderRoute(<ProfilePage />, { user: testUser, path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: /Log out of all devices/ }));
    const dialog = screen.getByRole('dialog', { name: 'Log out of all devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));

    expect(await screen.findByText('Logged out of all devices')).toBeTruthy();
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/logout-all', expect.objectContaining({ method: 'POST' }));
  });

  it('does nothing when cancelled, and stays signed in when the server cannot be reached', async () => {
    const fetchMock = mockFetch(targetExams);
    const { auth } = renderRoute(<ProfilePage />, { user: testUser, path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: /Log out of all devices/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/logout-all');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: /Log out of all devices/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Failed to log out of all devices')).toBeTruthy();
    expect(auth.logout).not.toHaveBeenCalled();
  });
});
