import { useQuery } from '@tanstack/react-query';
import { checkSessionResponse } from '@voterroll/contract/accounts-api';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiGet } from '../../lib/api-client';
import { clearStoredUser } from '../../lib/stored-user';
import { SESSION_EXPIRED } from '../../lib/use-api-error-redirect';

/**
 * The profile pages' session check (spec 1 sections 4, 8): 200 keeps the user and gives the
 * account as the server has it; a refused session logs out and goes to login with the expiry message.
 */
export function useSessionCheck() {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['check-session'],
    queryFn: ({ signal }) => apiGet('/api/auth/check-session', checkSessionResponse, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiError) || (error.kind !== 'unauthorized' && error.kind !== 'forbidden')) return;
    // Leave the guarded page first, so that the guard's own redirect does not drop the message.
    void Promise.resolve(
      navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED)}`, { replace: true }),
    ).then(() => clearStoredUser());
  }, [error, navigate]);
  return query;
}
