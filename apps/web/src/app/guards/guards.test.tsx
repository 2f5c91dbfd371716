import { screen } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '../../test/render';
import { GuestOnly } from './GuestOnly';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';

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
});
