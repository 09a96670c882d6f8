import { messageResponse } from '@voterroll/contract/accounts-api';
import { apiPost } from './api-client';
import { clearStoredUser } from './stored-user';

/**
 * Logout (spec 1 section 4): the server revokes the session row, the stored user is removed. The
 * stored user goes even when the server cannot be reached: the visitor asked to be logged out.
 */
export async function signOut(): Promise<void> {
  try {
    await apiPost('/api/auth/signout', {}, messageResponse);
  } catch (e) {
    console.error('signout failed', e);
  } finally {
    clearStoredUser();
  }
}
