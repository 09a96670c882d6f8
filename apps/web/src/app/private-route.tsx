import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../lib/stored-user';

/**
 * Spec 1 section 2: a visitor without a stored user goes to /login, which gets the requested path
 * and query as the "from" state to return to. Such a visitor has no session that could have
 * expired (never signed in, or signed out): a route may name what the login page asks of them
 * (`message`, sent as the `redirect-msg` query it shows; Registrations For Review: the contract's
 * PLEASE_LOG_IN_MESSAGE). A visitor whose session expired still has the stored user, passes here,
 * and is told 'Session Expired. Please Re-Login.' when the page's first request answers 401
 * (useApiErrorRedirect). The server checks every permission itself.
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
