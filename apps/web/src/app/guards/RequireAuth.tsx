import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { returnToState } from './return-to';

/** Logged-in routes: a visitor goes to /login, which remembers where they were going. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  if (!user) {
    // Logout is already on its way to /login; remembering this page would send the next login back here.
    if (navigation.location?.pathname === '/login') return <FullScreenSpinner />;
    return <Navigate to="/login" replace state={returnToState(location)} />;
  }
  return <Outlet />;
}
