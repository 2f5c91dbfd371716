import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { returnTo } from './return-to';

/**
 * /login and /signup. A logged-in user is sent on: to the page the login guard remembered, else the dashboard.
 * This is also how a successful login or signup leaves these screens.
 */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnTo(location.state)} replace />;
  return <Outlet />;
}
