import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../lib/stored-user';

/**
 * Spec 1 section 2: a visitor without a stored user goes to /login, which gets the requested path
 * and query as the "from" state to return to. The server checks every permission itself.
 */
export function PrivateRoute() {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
