import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../lib/auth/AuthProvider';
import { useFocusHeadingOnNavigate } from '../focus-heading';
import { useRouteTitle } from '../route-title';

export function RootLayout() {
  useRouteTitle();
  useFocusHeadingOnNavigate();
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
