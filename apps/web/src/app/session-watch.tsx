import { useQueryClient } from '@tanstack/react-query';
import { SESSION_EXPIRED_MESSAGE } from '@voterroll/contract/policies';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client';
import { readStoredUser } from '../lib/stored-user';

/**
 * Spec 3 section 8: a session that ends while a signed-in user works (the server answers 401 to a
 * read or a save) signs the user out to /login with 'Session Expired. Please Re-Login.', where
 * they were kept to return to, instead of an "Error" in the page. Public reads never answer 401.
 */
export function SessionWatch() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    const expired = (error: unknown) => {
      if (!(error instanceof ApiError) || error.kind !== 'unauthorized' || !readStoredUser()) return;
      if (here.current.pathname === '/login') return;
      void navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED_MESSAGE)}`, {
        state: { from: here.current, signOut: true },
      });
    };
    const queries = client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') expired(e.action.error);
    });
    const mutations = client.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') expired(e.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client, navigate]);
  return null;
}
