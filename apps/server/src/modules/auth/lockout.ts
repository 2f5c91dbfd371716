import {
  PASSWORD_LOCKOUT_MAX_MINUTES,
  PASSWORD_LOCKOUT_MINUTES,
  PASSWORD_MAX_TRIES,
  passwordLockedMessage,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { countPasswordTry, forgetPasswordTries, passwordLockedUntil } from './lockout-repo';

const POLICY = {
  maxTries: PASSWORD_MAX_TRIES,
  lockoutMs: PASSWORD_LOCKOUT_MINUTES * 60_000,
  maxLockoutMs: PASSWORD_LOCKOUT_MAX_MINUTES * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/**
 * Per-mobile password lockout, kept in the database so every server process shares it. Keyed on the number
 * typed, registered or not, so it reveals nothing; OTP sign-in does not go through it.
 */
export function makePasswordLockout(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Counts a try before the password is checked; a locked number gets 429 with the seconds left. */
    async countTry(mobile: string): Promise<void> {
      const now = clock.now();
      if (await countPasswordTry(db, mobile, now, POLICY)) return;
      const until = (await passwordLockedUntil(db, mobile)) ?? now;
      const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
      throw new HttpError(429, passwordLockedMessage(Math.ceil(seconds / 60)), { retryAfter: seconds });
    },
    /** A right password clears the count and the doubling. */
    succeeded: (mobile: string) => forgetPasswordTries(db, mobile),
  };
}

export type PasswordLockout = ReturnType<typeof makePasswordLockout>;
