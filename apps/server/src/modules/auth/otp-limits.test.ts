import {
  type AuthResult,
  MSG,
  otpSendsPerHourMessage,
  otpTriesPerHourMessage,
  otpWaitMessage,
} from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, uniqueMobile } from '../../../test/app';
import { otpCodes } from '../../db/schema';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const send = (mobile: string) => t.call('POST', '/api/auth/send-otp', { body: { mobile } });
const verify = (mobile: string, otp: string) =>
  t.call<AuthResult>('POST', '/api/auth/verify-otp', { body: { mobile, otp } });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const minute = 60_000;

async function knownMobile() {
  const { user } = await t.signup();
  return user.mobile as string;
}

describe('OTP limits per mobile number', () => {
  it('sends at most 5 codes an hour, however they are spaced, then tells when to come back', async () => {
    const mobile = await knownMobile();
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).status).toBe(200);
      t.clock.advance(minute + 1000);
    }
    const sixth = await send(mobile);
    expect(sixth.status).toBe(429);
    // The first send was 5 × 61 s ago: the hour ends 3,295 s from now.
    expect(sixth.body).toMatchObject({ message: otpSendsPerHourMessage(55), retryAfter: 3295 });
    expect(sixth.headers['retry-after']).toBe('3295');
    expect(t.smsLog.filter((line) => line.includes(mobile))).toHaveLength(5);

    t.clock.advance(3295_000);
    expect((await send(mobile)).status).toBe(200);
  });

  it('sends one code to 10 concurrent requests for a number', async () => {
    const mobile = await knownMobile();
    const results = await Promise.all(Array.from({ length: 10 }, () => send(mobile)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect(t.smsLog.filter((line) => line.includes(mobile))).toHaveLength(1);
  });

  it('counts signup and login codes together, and sends one per 60 seconds', async () => {
    const mobile = uniqueMobile();
    expect((await t.call('POST', '/api/auth/signup/send-otp', { body: { mobile, name: 'Kiran' } })).status).toBe(200);
    const early = await send(mobile);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(otpWaitMessage(60));
  });

  it('allows 10 tries an hour across resends: a resend grants no fresh guesses past that', async () => {
    const mobile = await knownMobile();
    const messages: string[] = [];
    for (let round = 0; round < 2; round++) {
      await send(mobile);
      const code = t.lastOtp(mobile);
      for (let i = 0; i < 5; i++) messages.push((await verify(mobile, wrongCode(code))).body.message ?? '');
      t.clock.advance(minute + 1000);
    }
    expect(messages[4]).toBe(MSG.otpLocked);
    expect(messages[9]).toBe(otpTriesPerHourMessage(65));

    await send(mobile);
    const refused = await verify(mobile, t.lastOtp(mobile));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(otpTriesPerHourMessage(65));
    expect(refused.body.retryAfter).toBe(65 * 60);

    t.clock.advance(65 * minute);
    await send(mobile);
    expect((await verify(mobile, t.lastOtp(mobile))).status).toBe(200);
  });

  it('counts 60 concurrent guesses one by one: 5 are compared, the rest refused, the code locked', async () => {
    const mobile = await knownMobile();
    await send(mobile);
    const code = t.lastOtp(mobile);
    const guesses = Array.from({ length: 60 }, (_, i) => String(i === 0 && code === '000000' ? 999_999 : i));
    const results = await Promise.all(guesses.map((guess) => verify(mobile, guess.padStart(6, '0'))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(4).fill(400), ...Array(56).fill(429)]);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.wrongTries).toBe(5);
    expect((await verify(mobile, code)).status).toBe(429);
  });

  it('does not count a right code against the hour', async () => {
    const mobile = await knownMobile();
    for (let round = 0; round < 2; round++) {
      await send(mobile);
      for (let i = 0; i < 4; i++) await verify(mobile, wrongCode(t.lastOtp(mobile)));
      t.clock.advance(minute + 1000);
    }
    await send(mobile);
    expect((await verify(mobile, t.lastOtp(mobile))).status).toBe(200);
    t.clock.advance(minute + 1000);
    await send(mobile);
    const code = t.lastOtp(mobile);
    expect((await verify(mobile, wrongCode(code))).body.message).toBe('Invalid OTP. 4 attempts left.');
    const tenth = await verify(mobile, wrongCode(code));
    expect(tenth.status).toBe(429);
    expect(tenth.body.message).toBe(otpTriesPerHourMessage(65));
  });
});

describe('OTP login reveals nothing about a number', () => {
  it('answers an unknown number exactly as a known one, limits included, and sends it nothing', async () => {
    const known = await knownMobile();
    const unknown = uniqueMobile();
    const pair = async (call: (mobile: string) => ReturnType<typeof send>) => {
      const [a, b] = [await call(known), await call(unknown)];
      expect([b.status, JSON.stringify(b.body)]).toEqual([a.status, JSON.stringify(a.body).replaceAll(known, unknown)]);
      return a;
    };
    const first = await pair(send);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.otpSent);
    expect((await pair(send)).status).toBe(429);
    expect((await pair((mobile) => verify(mobile, '123456'))).status).toBe(400);
    expect(() => t.lastOtp(unknown)).toThrow('no OTP logged');
    const codeOfUnknown = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, unknown));
    expect(codeOfUnknown).toHaveLength(1);
  });
});
