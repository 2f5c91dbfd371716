import type { Location, To } from 'react-router';

export const HOME_PATH = '/dashboard';

/**
 * The location state the login guard leaves behind: where the visitor was going, and, for a test link, the notice
 * the login screen shows ("Please login to take this test", SPEC 8).
 */
export type ReturnToState = { from: Pick<Location, 'pathname' | 'search' | 'hash'>; notice?: 'takeTest' };

/** The state for a visitor sent to /login from `from`. */
export const returnToState = (from: ReturnToState['from']): ReturnToState =>
  from.pathname.startsWith('/test/') ? { from, notice: 'takeTest' } : { from };

export function returnTo(state: unknown): To {
  if (typeof state !== 'object' || state === null || !('from' in state)) return HOME_PATH;
  const { from } = state as Partial<ReturnToState>;
  return typeof from?.pathname === 'string'
    ? { pathname: from.pathname, search: from.search, hash: from.hash }
    : HOME_PATH;
}
