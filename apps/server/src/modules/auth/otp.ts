import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MSG,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  otpWaitMessage,
  otpWrongMessage,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { SignupPayload } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { addWrongTry, consumeOtp, deleteOtp, insertOtp, latestOtp } from './otp-repo';
import type { SmsProvider } from './sms/provider';

export type OtpPurpose = 'login' | 'signup';

/** One-time codes: 6 digits from crypto, stored hashed, valid 5 minutes, 5 wrong tries, resend after 60 s, used once. */
export function makeOtp(deps: { db: Db; clock: Clock; sms: SmsProvider; secret: string }) {
  const { db, clock, sms } = deps;
  const digest = (purpose: OtpPurpose, mobile: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}:${mobile}:${code}`).digest();

  return {
    async issue(mobile: string, purpose: OtpPurpose, payload: SignupPayload | null = null) {
      const now = clock.now();
      const previous = await latestOtp(db, mobile, purpose);
      if (previous) {
        const waitMs = previous.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new HttpError(429, otpWaitMessage(seconds), { retryAfter: seconds });
        }
      }
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const id = newId();
      await insertOtp(db, {
        id,
        mobile,
        purpose,
        codeHash: digest(purpose, mobile, code).toString('hex'),
        payload,
        expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
        createdAt: now,
      });
      try {
        await sms.sendOtp(mobile, code);
      } catch (error) {
        await deleteOtp(db, id);
        throw new HttpError(502, `${MSG.fail.sendOtp}. Please try again.`, {}, error);
      }
      return { mobile, resendAfter: OTP_RESEND_SECONDS, expiresIn: OTP_VALID_MINUTES * 60 };
    },

    /** Checks the code and marks it used; returns what was stored with it. */
    async consume(mobile: string, purpose: OtpPurpose, code: string) {
      const row = await latestOtp(db, mobile, purpose);
      if (!row || row.consumedAt) throw new HttpError(400, MSG.otpNotRequested);
      if (row.wrongTries >= OTP_MAX_WRONG_TRIES) throw new HttpError(429, MSG.otpLocked);
      const now = clock.now();
      if (row.expiresAt <= now) throw new HttpError(400, MSG.otpExpired);

      const expected = Buffer.from(row.codeHash, 'hex');
      if (!timingSafeEqual(expected, digest(purpose, mobile, code))) {
        const wrongTries = await addWrongTry(db, row.id);
        const left = OTP_MAX_WRONG_TRIES - (wrongTries ?? OTP_MAX_WRONG_TRIES);
        throw new HttpError(left > 0 ? 400 : 429, otpWrongMessage(left));
      }
      const used = await consumeOtp(db, row.id, now, OTP_MAX_WRONG_TRIES);
      if (!used) throw new HttpError(400, MSG.otpNotRequested);
      return used;
    },
  };
}

export type Otp = ReturnType<typeof makeOtp>;
