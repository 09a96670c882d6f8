import { SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from './api-client';

export const SESSION_EXPIRED = SESSION_EXPIRED_MESSAGE;

/**
 * Spec 1 section 8 for page loads whose failure leaves the page: 401 goes to login with
 * "Session Expired. Please Re-Login." (and where the visitor was), 403 to /error403, the rest to
 * /error with the message (and the server's request id of a 500, which the page shows). 429 stays in the page: the caller shows its message instead.
 */
export function useApiErrorRedirect(): (error: unknown) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        void navigate('/error', { state: { message: String(error) } });
        return;
      }
      if (error.kind === 'rate-limited') return;
      if (error.kind === 'unauthorized') {
        void navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED)}`, {
          state: { from: location },
        });
      } else if (error.kind === 'forbidden') void navigate('/error403');
      else void navigate('/error', { state: { message: error.message, requestId: error.requestId } });
    },
    [navigate, location],
  );
}
