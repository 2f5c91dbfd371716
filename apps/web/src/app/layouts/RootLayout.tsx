import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../lib/auth/AuthProvider';

export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
