import type { AuthResult, User } from '@mockprep/contract';
import { createContext, useContext } from 'react';

export type AuthContextValue = {
  user: User | null;
  /** Stores user and token; returns false (and logs) when the response lacks either. */
  login: (result: Partial<AuthResult> | undefined) => boolean;
  /** Ends the session on the server (best effort), clears it here and goes to /login. */
  logout: () => void;
  /** Replaces the stored user, e.g. after a profile save. */
  updateUser: (user: User) => void;
  /** Stores a fresh token, e.g. the one issued after a password change. */
  replaceToken: (token: string) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** For screens behind the login guard, where a user is always present. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser must be used behind the login guard');
  return user;
}
