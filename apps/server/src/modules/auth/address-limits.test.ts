import { MSG } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { testApp, uniqueMobile } from '../../../test/app';

const from = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });

describe('per-address caps', () => {
  it('stops OTP sends to 20 different numbers from one address at OTP_RATE_LIMIT_MAX, login and signup together', async () => {
    const t = await testApp({ OTP_RATE_LIMIT_MAX: '10' });
    const students = await t.quickStudents(10);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const student = students[i];
      const response = await t.app.inject({
        method: 'POST',
        url: student ? '/api/auth/send-otp' : '/api/auth/signup/send-otp',
        headers: from(i),
        payload: student ? { mobile: student.user.mobile } : { mobile: uniqueMobile(), name: 'Kiran' },
      });
      statuses.push(response.statusCode);
      if (i === 19) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
        expect(response.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    expect(t.smsLog).toHaveLength(10);
    await t.close();
  });

  it('counts the address of signed-in callers too: new accounts give no fresh OTP sends', async () => {
    const t = await testApp({ OTP_RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { token } = await t.signup();
      const res = await t.call('POST', '/api/auth/send-otp', { token, body: { mobile: uniqueMobile() } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await t.close();
  });

  it('stops account creation from one address at SIGNUP_RATE_LIMIT_MAX and creates nothing past it', async () => {
    const t = await testApp({ SIGNUP_RATE_LIMIT_MAX: '3' });
    const mobiles = Array.from({ length: 5 }, () => uniqueMobile());
    const statuses: number[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/student/signup',
        headers: from(i),
        payload: { name: 'Asha', mobile, password: 'kite-river-42' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const login = await t.call('POST', '/api/auth/login/password', {
      body: { mobile: mobiles[4] ?? '', password: 'kite-river-42' },
    });
    expect(login.status).toBe(401);
    await t.close();
  });
});
