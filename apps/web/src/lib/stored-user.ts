import { useMemo, useSyncExternalStore } from 'react';

/** The session user the login stores under local storage key `user` (spec 1 section 3). */
export interface StoredUser {
  username: string;
  accessToken: string;
  id?: number;
  email?: string;
  first_name?: string;
  last_name?: string;
  roles?: string[];
  group?: string | null;
  county?: string | null;
  jurisdiction?: string | null;
  precinct?: string | null;
}

const KEY = 'user';
const listeners = new Set<() => void>();

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<StoredUser>;
    return typeof user.username === 'string' && typeof user.accessToken === 'string'
      ? (user as StoredUser)
      : null;
  } catch {
    return null;
  }
}

export const readStoredUser = () => parseUser(localStorage.getItem(KEY));

/** Login stores the user only when it carries an access token (spec 1 section 4). */
export function storeUser(user: StoredUser): void {
  localStorage.setItem(KEY, JSON.stringify(user));
  for (const l of listeners) l();
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The raw string is the snapshot: stable between renders, unlike a parsed object.
const rawSnapshot = () => localStorage.getItem(KEY);

export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, rawSnapshot);
  return useMemo(() => parseUser(raw), [raw]);
}
