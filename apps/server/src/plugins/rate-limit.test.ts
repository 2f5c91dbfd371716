import { randomUUID } from 'node:crypto';
import { MSG } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { testApp, uniqueMobile } from '../../test/app';

type TestApp = Awaited<ReturnType<typeof testApp>>;

async function hit(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: '/api/target-exams', headers });
  return response.statusCode;
}

async function statuses(t: TestApp, count: number, headers: (i: number) => Record<string, string>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push(await hit(t, headers(i)));
  return seen;
}

const forwardedFor = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

describe('the request limit', () => {
  it('counts a signed-in student by their verified user and answers 429 with Retry-After', async () => {
    const t = await testApp({ RATE_LIMIT_MAX: '3' });
    const [asha, ravi] = await t.quickStudents(2);
    const bearer = (token = '') => ({ authorization: `Bearer ${token}` });
    expect(await statuses(t, 4, () => bearer(asha?.token))).toEqual([200, 200, 200, 429]);

    const refused = await t.app.inject({ url: '/api/target-exams', headers: bearer(asha?.token) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ message: MSG.tooManyRequests, retryAfter: expect.any(Number) });
    // Another student, and the same student's address, have buckets of their own.
    expect(await hit(t, bearer(ravi?.token))).toBe(200);
    expect(await hit(t)).toBe(200);
    await t.close();
  });

  it('gives no fresh bucket for forged, padded or random tokens, nor for X-Forwarded-For', async () => {
    const t = await testApp({ RATE_LIMIT_MAX: '5' });
    const [student] = await t.quickStudents(1);
    const tricks = [
      { authorization: `Bearer ${randomUUID()}` },
      { authorization: `Bearer    ${randomUUID()}` },
      { authorization: `Bearer ${student?.token}x` },
      { authorization: randomUUID() },
      forwardedFor(1),
      { ...forwardedFor(2), authorization: `Bearer  ${randomUUID()} ` },
    ];
    expect(await statuses(t, tricks.length, (i) => tricks[i] ?? {})).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await hit(t, forwardedFor(9))).toBe(429);
    await t.close();
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    for (const trusted of ['1', '127.0.0.1', '127.0.0.0/8, ::1', 'loopback']) {
      const t = await testApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: trusted });
      expect(await statuses(t, 3, forwardedFor)).toEqual([200, 200, 200]);
      expect(await hit(t, forwardedFor(0))).toBe(429);
      await t.close();
    }
    const untrusted = await testApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '10.0.0.0/8' });
    expect(await statuses(untrusted, 2, forwardedFor)).toEqual([200, 429]);
    await untrusted.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares the counters of several instances through Redis', async () => {
    const env = { RATE_LIMIT_MAX: '3', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const a = await testApp(env);
    const b = await testApp(env);
    const [student] = await a.quickStudents(1);
    const signedIn = { authorization: `Bearer ${student?.token}` };
    const seen = [await hit(a, signedIn), await hit(b, signedIn), await hit(a, signedIn), await hit(b, signedIn)];
    expect(seen).toEqual([200, 200, 200, 429]);
    await a.close();
    await b.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares the per-address OTP send cap of several instances', async () => {
    const env = { OTP_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const a = await testApp(env);
    const b = await testApp(env);
    // A fresh address each run, as the counters outlive the test in Redis.
    const headers = { 'x-forwarded-for': `2001:db8:${randomUUID().slice(0, 4)}::1` };
    const send = async (t: TestApp) => {
      const payload = { mobile: uniqueMobile() };
      return (await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers, payload })).statusCode;
    };
    expect([await send(a), await send(b), await send(a), await send(b)]).toEqual([200, 200, 429, 429]);
    await a.close();
    await b.close();
  });
});
