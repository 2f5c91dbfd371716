import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MSG,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_TRIES_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  otpSendsPerHourMessage,
  otpTriesPerHourMessage,
  otpWaitMessage,
  otpWrongMessage,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { SignupPayload } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import {
  consumeOtp,
  countOtpTry,
  deleteOtp,
  insertOtp,
  latestOtp,
  lockOtpSends,
  otpSendTimes,
  otpTries,
} from './otp-repo';
import type { SmsProvider } from './sms/provider';

export type OtpPurpose = 'login' | 'signup';

const HOUR_MS = 60 * 60_000;
/** A try is made while its code is valid, so codes issued this long ago hold every try of the last hour. */
const TRIES_LOOKBACK_MS = HOUR_MS + OTP_VALID_MINUTES * 60_000;

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

function refuse(seconds: number, message: string): never {
  throw new HttpError(429, message, { retryAfter: seconds });
}

const inMinutes = (seconds: number) => Math.ceil(seconds / 60);

/**
 * One-time codes: 6 digits from crypto, stored hashed, valid 5 minutes, 5 tries each, used once. Per number
 * (every purpose together): one send per 60 s and 5 per hour, 10 tries per hour across resends.
 */
export function makeOtp(deps: { db: Db; clock: Clock; sms: SmsProvider; secret: string }) {
  const { db, clock, sms } = deps;
  const digest = (purpose: OtpPurpose, mobile: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}:${mobile}:${code}`).digest();

  return {
    /**
     * Issues a code under the per-number limits. With `deliver: false` the code is stored as one no code
     * matches and no SMS goes out: an unknown number gets the same answers, limits included, as a known one.
     */
    async issue(mobile: string, purpose: OtpPurpose, options: { payload?: SignupPayload; deliver?: boolean } = {}) {
      const { payload = null, deliver = true } = options;
      const now = clock.now();
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const id = newId();
      await db.transaction(async (tx) => {
        await lockOtpSends(tx, mobile);
        const sent = await otpSendTimes(tx, mobile, new Date(now.getTime() - HOUR_MS));
        const last = sent.at(-1);
        if (last) {
          const resendAt = last.getTime() + OTP_RESEND_SECONDS * 1000;
          const seconds = secondsUntil(resendAt, now);
          if (resendAt > now.getTime()) refuse(seconds, otpWaitMessage(seconds));
        }
        const oldest = sent[sent.length - OTP_MAX_SENDS_PER_HOUR];
        if (oldest) {
          const seconds = secondsUntil(oldest.getTime() + HOUR_MS, now);
          refuse(seconds, otpSendsPerHourMessage(inMinutes(seconds)));
        }
        await insertOtp(tx, {
          id,
          mobile,
          purpose,
          codeHash: (deliver ? digest(purpose, mobile, code) : randomBytes(32)).toString('hex'),
          payload,
          expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
          createdAt: now,
        });
      });
      if (deliver) {
        try {
          await sms.sendOtp(mobile, code);
        } catch (error) {
          await deleteOtp(db, id);
          throw new HttpError(502, `${MSG.fail.sendOtp}. Please try again.`, {}, error);
        }
      }
      return { mobile, resendAfter: OTP_RESEND_SECONDS, expiresIn: OTP_VALID_MINUTES * 60 };
    },

    /** Counts the try, checks the code and marks it used; returns what was stored with it. */
    async consume(mobile: string, purpose: OtpPurpose, code: string) {
      const row = await latestOtp(db, mobile, purpose);
      if (!row || row.consumedAt) throw new HttpError(400, MSG.otpNotRequested);
      const now = clock.now();
      if (row.expiresAt <= now) throw new HttpError(400, MSG.otpExpired);

      const limits = { perCode: OTP_MAX_WRONG_TRIES, perNumber: OTP_MAX_TRIES_PER_HOUR };
      const counted = await countOtpTry(db, row, new Date(now.getTime() - TRIES_LOOKBACK_MS), limits);
      const triesPerHourRefusal = () => {
        // An upper bound: the tries counted were all made on codes issued no later than this one.
        const seconds = secondsUntil(row.createdAt.getTime() + TRIES_LOOKBACK_MS, now);
        refuse(seconds, otpTriesPerHourMessage(inMinutes(seconds)));
      };
      if (!counted) {
        if ((await otpTries(db, row.id)) < OTP_MAX_WRONG_TRIES) triesPerHourRefusal();
        throw new HttpError(429, MSG.otpLocked);
      }
      if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), digest(purpose, mobile, code))) {
        if (counted.numberTries >= OTP_MAX_TRIES_PER_HOUR) triesPerHourRefusal();
        const left = OTP_MAX_WRONG_TRIES - counted.tries;
        throw new HttpError(left > 0 ? 400 : 429, otpWrongMessage(left));
      }
      const used = await consumeOtp(db, row.id, now);
      if (!used) throw new HttpError(400, MSG.otpNotRequested);
      return used;
    },
  };
}

export type Otp = ReturnType<typeof makeOtp>;
