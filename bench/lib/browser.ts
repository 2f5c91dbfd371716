import type { User } from '@mockprep/contract';

/** The storage the web app reads its session from (lib/storage.ts), as a script to run before the app's first one. */
export const signedInScript = (token: string, user: User) =>
  `localStorage.setItem('token', ${JSON.stringify(token)});` +
  `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`;
