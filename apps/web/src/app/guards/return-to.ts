import type { Location, To } from 'react-router';

export const HOME_PATH = '/dashboard';

/** The location state the login guard leaves behind: where the visitor was going. */
export type ReturnToState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

export function returnTo(state: unknown): To {
  if (typeof state !== 'object' || state === null || !('from' in state)) return HOME_PATH;
  const { from } = state as Partial<ReturnToState>;
  return typeof from?.pathname === 'string'
    ? { pathname: from.pathname, search: from.search, hash: from.hash }
    : HOME_PATH;
}
