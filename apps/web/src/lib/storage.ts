import type { User } from '@mockprep/contract';

/** SPEC 3 "Local storage": the token and the user (as JSON) live under these keys. */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

export type StoredAuth = { user: User; token: string };

export const getStoredToken = () => localStorage.getItem(STORAGE_KEYS.token);

export function clearStoredAuth() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

/** Both items, or null; a user that cannot be parsed clears both (SPEC 4). */
export function readStoredAuth(): StoredAuth | null {
  const token = getStoredToken();
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (typeof user !== 'object' || user === null || !('_id' in user)) throw new Error('Stored user is not a user');
    return { user: user as User, token };
  } catch {
    clearStoredAuth();
    return null;
  }
}

export function storeUser(user: User) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.token, token);
}
