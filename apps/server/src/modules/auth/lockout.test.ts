import { randomUUID } from 'node:crypto';
import { type AuthResult, MSG, passwordLockedMessage } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  // Behind one proxy hop, so each X-Forwarded-For below is a different client address.
  t = await testApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const minutes = (count: number) => count * 60;

async function login(mobile: string, password: string, i = 0) {
  const headers = [
    { authorization: `Bearer ${randomUUID()}` },
    { authorization: `Bearer      ${randomUUID()}` },
    { authorization: 'Bearer ' },
    {},
  ][i % 4];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/password',
    headers: { ...headers, 'x-forwarded-for': `192.0.2.${(i % 250) + 1}` },
    payload: { mobile, password },
  });
  return {
    status: response.statusCode,
    body: response.json() as { message: string; retryAfter?: number; data?: AuthResult },
    retryAfter: Number(response.headers['retry-after']),
  };
}

async function wrongTries(mobile: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await login(mobile, `wrong-${i}`, i)).status);
  return statuses;
}

describe('password lockout per mobile number', () => {
  it('refuses even the right password, from any address and header, after 5 wrong ones', async () => {
    const { user, password } = await t.signup();
    const mobile = user.mobile as string;
    expect(await wrongTries(mobile, 30)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);

    const right = await login(mobile, password, 31);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ success: false, message: passwordLockedMessage(15), retryAfter: minutes(15) });
    expect(right.retryAfter).toBe(minutes(15));
    t.clock.advance(minutes(5) * 1000);
    expect((await login(mobile, password)).body.message).toBe(passwordLockedMessage(10));
  });

  it('keeps OTP sign-in open during the lockout', async () => {
    const { user, password } = await t.signup();
    const mobile = user.mobile as string;
    await wrongTries(mobile, 6);
    expect((await login(mobile, password)).status).toBe(429);

    expect((await t.call('POST', '/api/auth/send-otp', { body: { mobile } })).status).toBe(200);
    const otp = await t.call<AuthResult>('POST', '/api/auth/verify-otp', { body: { mobile, otp: t.lastOtp(mobile) } });
    expect(otp.status).toBe(200);
    expect(otp.body.data.user._id).toBe(user._id);
  });

  it('locks for 15 minutes, doubling up to an hour, and a right password starts afresh', async () => {
    const { user, password } = await t.signup();
    const mobile = user.mobile as string;
    for (const lockMinutes of [15, 30, 60, 60]) {
      expect(await wrongTries(mobile, 5)).toEqual([401, 401, 401, 401, 401]);
      const locked = await login(mobile, password);
      expect([locked.status, locked.retryAfter]).toEqual([429, minutes(lockMinutes)]);
      t.clock.advance(minutes(lockMinutes) * 1000 - 2000);
      expect((await login(mobile, password)).status).toBe(429);
      t.clock.advance(2000);
    }
    expect((await login(mobile, password)).status).toBe(200);
    await wrongTries(mobile, 5);
    expect((await login(mobile, password)).retryAfter).toBe(minutes(15));
  });

  it('counts a success as resetting the count of wrong passwords', async () => {
    const { user, password } = await t.signup();
    const mobile = user.mobile as string;
    await wrongTries(mobile, 4);
    expect((await login(mobile, password)).status).toBe(200);
    expect(await wrongTries(mobile, 5)).toEqual([401, 401, 401, 401, 401]);
  });

  it('counts concurrent tries one by one: of 20 at once, 5 are checked', async () => {
    const { user } = await t.signup();
    const mobile = user.mobile as string;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(mobile, `parallel-${i}`, i)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it('locks an unknown number the same way, with the same answers', async () => {
    const { user } = await t.signup();
    const known = user.mobile as string;
    const unknown = `9${known.slice(1, 9)}${(Number(known.slice(9)) + 1) % 10}`;
    for (let i = 0; i < 6; i++) {
      const [a, b] = [await login(known, 'not-it'), await login(unknown, 'not-it')];
      expect(b).toEqual(a);
    }
    expect((await login(unknown, 'anything')).body.message).toBe(passwordLockedMessage(15));
    expect((await login(known, 'not-it')).body).not.toHaveProperty('data');
    expect((await login('12345', 'not-it')).body.message).toBe(MSG.invalidCredentials);
  });
});
