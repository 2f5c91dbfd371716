import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, testUser } from '../../test/render';
import { STORAGE_KEYS } from '../storage';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './auth-context';

function Probe() {
  const { user, logout } = useAuth();
  return (
    <>
      <p>{user?.name ?? 'signed out'}</p>
      <button type="button" onClick={logout}>
        Logout
      </button>
    </>
  );
}

function renderProvider() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
        path: '*',
      },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('AuthProvider', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('restores the stored user, then refreshes it from /auth/me', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    const fresh = { ...testUser, name: 'Asha V.' };
    mockFetch({ body: { success: true, data: fresh } });

    renderProvider();

    expect(await screen.findByText('Asha V.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').name).toBe('Asha V.');
  });

  it('leaves the refresh until the browser is idle: the first screen and its requests go first', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    const fetchMock = mockFetch({ body: { success: true, data: { ...testUser, name: 'Asha V.' } } });
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());

    renderProvider();

    expect(await screen.findByText(testUser.name)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(await screen.findByText('Asha V.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears both stored items when the stored user cannot be parsed', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');

    renderProvider();

    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('logs out: clears the session and goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    mockFetch({ body: { success: true, data: testUser } });
    const router = renderProvider();

    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logs out on the server too, with the session being ended', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    const fetchMock = mockFetch(
      { body: { success: true, data: testUser } },
      { body: { success: true, message: 'Logged out successfully', data: null } },
    );
    renderProvider();

    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('signed out')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout') ?? [];
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer tok-1' } });
  });

  it('still logs out here when the server cannot be reached', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    const fetchMock = mockFetch({ body: { success: true, data: testUser } });
    const router = renderProvider();
    await screen.findByText(testUser.name);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
