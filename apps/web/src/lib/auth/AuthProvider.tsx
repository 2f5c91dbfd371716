import type { AuthResult, User } from '@mockprep/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, setUnauthorizedHandler } from '../api';
import { clearStoredAuth, getStoredToken, readStoredAuth, storeToken, storeUser } from '../storage';
import { whenIdle } from '../when-idle';
import { AuthContext, type AuthContextValue } from './auth-context';

/** SPEC 4 "Authentication state". Lives inside the router so that logout can navigate. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Read during the first render: the first screen renders at once, without a spinner's render before it.
  const [user, setUser] = useState<User | null>(() => readStoredAuth()?.user ?? null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const updateUser = useCallback((next: User) => {
    if (!getStoredToken()) return;
    storeUser(next);
    // The refresh mostly brings the same user back: only a change renders the screen again.
    setUser((current) => (current && JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);

  const endSession = useCallback(() => {
    clearStoredAuth();
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  const logout = useCallback(() => {
    // Best effort: the server ends this session (the request takes the stored token as it starts, before it is
    // cleared below); offline, or with the session already ended (a 401 here is not an expiry), the local one
    // still ends.
    api.post('/auth/logout', undefined, { credentialsCheck: true }).catch(() => undefined);
    // The router updates in a transition; ending the session in one too lets the login guard see the user
    // gone and the trip to /login together, so it does not remember the page being left.
    startTransition(endSession);
    navigate('/login', { replace: true });
  }, [endSession, navigate]);

  const login = useCallback((result: Partial<AuthResult> | undefined) => {
    if (!result?.user || !result.token) {
      console.error('Invalid authentication response');
      return false;
    }
    storeToken(result.token);
    storeUser(result.user);
    setUser(result.user);
    return true;
  }, []);

  useEffect(() => {
    // An expired session drops the user; the login guard then remembers where they were.
    setUnauthorizedHandler(endSession);
    // The stored copy's refresh: no screen waits for it, so it waits until the first screen and its own requests
    // are under way rather than sharing a slow line with them (and is not sent once the student has logged out).
    return whenIdle(() => {
      if (!readStoredAuth()) return;
      api
        .get('/auth/me')
        .then(({ data }) => updateUser(data))
        // Offline or server trouble: keep the stored user. A 401 has already ended the session above.
        .catch(() => undefined);
    });
  }, [endSession, updateUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, login, logout, updateUser, replaceToken: storeToken }),
    [user, login, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
