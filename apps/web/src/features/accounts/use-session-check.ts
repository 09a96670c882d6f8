import { useQuery } from '@tanstack/react-query';
import { checkSessionResponse } from '@voterroll/contract/accounts-api';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiGet } from '../../lib/api-client';
import { SESSION_EXPIRED } from '../../lib/use-api-error-redirect';
import type { LoginState } from './login-page';

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
    // The login page removes the stored user: done here, the guard would redirect first and drop the message.
    const state: LoginState = { signOut: true };
    void navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED)}`, { replace: true, state });
  }, [error, navigate]);
  return query;
}
