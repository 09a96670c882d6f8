import { useQuery } from '@tanstack/react-query';
import {
  type changePasswordBody,
  checkSessionResponse,
  type editUserBody,
  type findMeBody,
  findMeResponse,
  messageResponse,
  myRegistrationResponse,
  type requestResetPasswordBody,
  type resetPasswordBody,
  sessionUser,
  type signinBody,
  type signupBody,
} from '@voterroll/contract/accounts-api';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';
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

type In<S extends z.ZodType> = z.input<S>;

/** Opens a session (POST /api/auth/signin); the answer is the stored user. */
export const signIn = (body: In<typeof signinBody>) => apiPost('/api/auth/signin', body, sessionUser);

/** Looks the sign-up's person up in the voter file (POST /api/find-me). */
export const findMe = (body: In<typeof findMeBody>) => apiPost('/api/find-me', body, findMeResponse);

/** Creates the account with the verified phone's token (POST /api/auth/signup). */
export const signUp = (body: In<typeof signupBody>) => apiPost('/api/auth/signup', body, messageResponse);

/** Mails a password-reset link (POST /api/auth/requestResetPassword). */
export const requestPasswordReset = (body: In<typeof requestResetPasswordBody>) =>
  apiPost('/api/auth/requestResetPassword', body, messageResponse);

/** Sets a new password with the mailed token (POST /api/auth/resetPassword). */
export const resetPassword = (body: In<typeof resetPasswordBody>) =>
  apiPost('/api/auth/resetPassword', body, messageResponse);

/** Changes the signed-in user's password (POST /api/auth/change-password). */
export const changePassword = (body: In<typeof changePasswordBody>) =>
  apiPost('/api/auth/change-password', body, messageResponse);

/** Saves the signed-in user's profile (POST /api/edit-user). */
export const editProfile = (body: In<typeof editUserBody>) =>
  apiPost('/api/edit-user', body, messageResponse);

/** The account's own registration, the challenger of a challenge (GET /api/my-registration). */
export const useMyRegistration = () =>
  useQuery({
    queryKey: ['my-registration'],
    queryFn: ({ signal }) => apiGet('/api/my-registration', myRegistrationResponse, signal),
  });
/** Links it by sign-up's match (or asks a user admin to, after the first link). */
export const linkRegistration = (body: z.output<typeof findMeBody>) =>
  apiPost('/api/my-registration', body, messageResponse);
export const unlinkRegistration = () => apiPost('/api/my-registration/unlink', {}, messageResponse);
