import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../lib/stored-user';

/**
 * Spec 1 section 2: a visitor without a stored user goes to /login, which gets the requested path
 * and query as the "from" state to return to. Some pages' specs name a message for the login page
 * (Registrations For Review, spec 2 section 6: 'Session Expired. Please Re-Login.'): it goes as the
 * `redirect-msg` query the login page shows. The server checks every permission itself.
 */
export function PrivateRoute({ message }: { message?: string }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) {
    const to = message ? `/login?redirect-msg=${encodeURIComponent(message)}` : '/login';
    return <Navigate to={to} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
