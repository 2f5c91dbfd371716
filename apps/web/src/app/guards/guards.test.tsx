import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/AuthProvider';
import { useAuth } from '../../lib/auth/auth-context';
import { STORAGE_KEYS } from '../../lib/storage';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { GuestOnly } from './GuestOnly';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';

function LogoutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: '/login', element: <Where /> }] },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <Where /> },
      { path: '/results', element: <Where /> },
      { element: <RequireAdmin />, children: [{ path: '/admin', element: <Where /> }] },
    ],
  },
  { path: '*', element: <Outlet /> },
];

describe('route guards', () => {
  it('sends a visitor to /login and remembers the page', () => {
    const { router } = renderRoute(null, { routes, path: '/results' });
    expect(screen.getByText('at /login')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/results' } });
  });

  it('sends a visitor who opens a test link to /login with the notice to log in first', () => {
    const { router } = renderRoute(null, {
      routes: [...routes, { element: <RequireAuth />, children: [{ path: '/test/:id', element: <Where /> }] }],
      path: '/test/t1',
    });
    expect(screen.getByText('at /login')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/test/t1' }, notice: 'takeTest' });
  });

  it('sends a logged-in user away from /login to the remembered page', () => {
    renderRoute(null, { routes, path: '/login', user: testUser, state: { from: { pathname: '/results' } } });
    expect(screen.getByText('at /results')).toBeTruthy();
  });

  it('sends a logged-in user away from /login to the dashboard by default', () => {
    renderRoute(null, { routes, path: '/login', user: testUser });
    expect(screen.getByText('at /dashboard')).toBeTruthy();
  });

  it('keeps a non-admin out of /admin', () => {
    renderRoute(null, { routes, path: '/admin', user: testUser });
    expect(screen.getByText('at /dashboard')).toBeTruthy();
  });

  it('lets an admin into /admin', () => {
    renderRoute(null, { routes, path: '/admin', user: { ...testUser, role: 'admin' } });
    expect(screen.getByText('at /admin')).toBeTruthy();
  });

  it('logs out from a guarded page without remembering it for the next login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser));
    mockFetch({ body: { success: true, data: testUser } });
    const router = createMemoryRouter(
      [
        {
          element: (
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          ),
          children: [
            { path: '/login', lazy: async () => ({ element: <p>login page</p> }) },
            { element: <RequireAuth />, children: [{ path: '/profile', element: <LogoutButton /> }] },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toBeNull();
  });
});
