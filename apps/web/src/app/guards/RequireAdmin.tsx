import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { HOME_PATH } from './return-to';

/** Admin-only routes (inside RequireAuth): anyone else goes to the dashboard. */
export function RequireAdmin() {
  const user = useCurrentUser();
  return user.role === 'admin' ? <Outlet /> : <Navigate to={HOME_PATH} replace />;
}
