import { type AuthResult, MSG, type OtpSent, type User } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, uniqueMobile } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('signup with a password', () => {
  it('creates the account, returns user and token, never the hash', async () => {
    const mobile = uniqueMobile();
    const res = await t.call<AuthResult>('POST', '/api/auth/student/signup', {
      body: { name: '  Ravi Kumar ', mobile, email: 'Ravi@Example.com', password: 'kite-river-42' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: MSG.signupSuccess });
    expect(res.body.data.user).toMatchObject({ name: 'Ravi Kumar', mobile, email: 'ravi@example.com', role: 'user' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password_hash/);
    const me = await t.call<User>('GET', '/api/auth/me', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data._id).toBe(res.body.data.user._id);
  });

  it('links the chosen target exams, in order, and refuses unknown ones or more than 5', async () => {
    const exams = (await t.createTargetExams(6)).map((e) => ({ _id: e.id }));
    const chosen = [exams[2]?._id, exams[0]?._id];
    const ok = await t.call<AuthResult>('POST', '/api/auth/student/signup', {
      body: { name: 'Meena', mobile: uniqueMobile(), password: 'kite-river-42', targetExams: chosen },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.user.targetExams.map((e) => e._id)).toEqual(chosen);
    expect(ok.body.data.user.targetExam).toBe(chosen[0]);

    const unknown = await t.call('POST', '/api/auth/student/signup', {
      body: {
        name: 'Meena',
        mobile: uniqueMobile(),
        password: 'kite-river-42',
        targetExams: ['01900000-0000-7000-8000-000000000000'],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MSG.targetExamUnknown);

    const six = exams.slice(0, 6).map((e) => e._id);
    const tooMany = await t.call('POST', '/api/auth/student/signup', {
      body: { name: 'Meena', mobile: uniqueMobile(), password: 'kite-river-42', targetExams: six },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(MSG.targetExamsMax);
  });

  it.each([
    [{ mobile: '98765', password: 'kite-river-42', name: 'A' }, MSG.mobileDigits],
    [{ mobile: '98765abcde', password: 'kite-river-42', name: 'A' }, MSG.mobileDigits],
    [{ password: 'kite-river-42', name: 'A' }, MSG.mobileRequired],
    [{ mobile: '', password: 'kite-river-42', name: 'A' }, MSG.mobileRequired],
    [{ mobile: '9876543211', password: 'abc', name: 'A' }, MSG.passwordMinSignup],
    [{ mobile: '9876543211', name: 'A' }, MSG.passwordRequired],
    [{ mobile: '9876543211', password: 'kite-river-42', name: '   ' }, MSG.nameRequired],
    [{ mobile: '9876543211', password: 'kite-river-42', name: 'A', email: 'not-an-email' }, MSG.emailInvalid],
  ])('rejects %o with "%s" and creates nothing', async (body, message) => {
    const res = await t.call('POST', '/api/auth/student/signup', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('refuses a mobile number that already has an account with 409', async () => {
    const first = await t.signup();
    const res = await t.call('POST', '/api/auth/student/signup', {
      body: { name: 'Someone Else', mobile: first.user.mobile, password: 'other-kite-7' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.mobileTaken);
    expect(res.body).toMatchObject({ errors: [{ path: 'mobile', message: MSG.mobileTaken }] });
  });
});

describe('login with a password', () => {
  it('logs in with the right password and refuses a wrong one', async () => {
    const { user, password } = await t.signup();
    const good = await t.call<AuthResult>('POST', '/api/auth/login/password', {
      body: { mobile: user.mobile, password },
    });
    expect(good.status).toBe(200);
    expect(good.body.message).toBe(MSG.loginSuccess);
    expect(good.body.data.user._id).toBe(user._id);

    const bad = await t.call('POST', '/api/auth/login/password', {
      body: { mobile: user.mobile, password: 'wrong-pass' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(MSG.invalidCredentials);

    const blank = await t.call('POST', '/api/auth/login/password', { body: { mobile: '', password: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MSG.loginRequired);
  });
});

describe('login reveals nothing about a number', () => {
  it('answers an unknown number and an account without a password as a wrong password', async () => {
    const { user } = await t.signup();
    const passwordless = uniqueMobile();
    await t.call('POST', '/api/auth/signup/send-otp', { body: { mobile: passwordless, name: 'Kiran' } });
    await t.call('POST', '/api/auth/signup/verify-otp', {
      body: { mobile: passwordless, otp: t.lastOtp(passwordless) },
    });
    const answers = [];
    for (const mobile of [user.mobile as string, passwordless, uniqueMobile()]) {
      const res = await t.call('POST', '/api/auth/login/password', { body: { mobile, password: 'guess-guess' } });
      answers.push({ status: res.status, body: res.body });
    }
    const wrong = { status: 401, body: { success: false, message: MSG.invalidCredentials } };
    expect(answers).toEqual([wrong, wrong, wrong]);
  });
});

describe('OTP signup and login', () => {
  it('signs up with an OTP read from the console provider, then logs in by OTP', async () => {
    const mobile = uniqueMobile();
    const sent = await t.call<OtpSent>('POST', '/api/auth/signup/send-otp', {
      body: { mobile, name: 'Kiran Rao', email: 'kiran@example.com' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ mobile, resendAfter: 60, expiresIn: 300 });
    const code = t.lastOtp(mobile);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.call<AuthResult>('POST', '/api/auth/signup/verify-otp', { body: { mobile, otp: code } });
    expect(verified.status).toBe(201);
    expect(verified.body.data.user).toMatchObject({
      name: 'Kiran Rao',
      mobile,
      isMobileVerified: true,
      hasPassword: false,
    });

    const reuse = await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: code } });
    expect(reuse.status).toBe(400);

    t.clock.advance(61_000);
    expect((await t.call('POST', '/api/auth/send-otp', { body: { mobile } })).status).toBe(200);
    const login = await t.call<AuthResult>('POST', '/api/auth/verify-otp', {
      body: { mobile, otp: t.lastOtp(mobile) },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user._id).toBe(verified.body.data.user._id);
  });

  it('uses a code once only', async () => {
    const { user } = await t.signup();
    const mobile = user.mobile as string;
    await t.call('POST', '/api/auth/send-otp', { body: { mobile } });
    const code = t.lastOtp(mobile);
    expect((await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: code } })).status).toBe(200);
    const again = await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.otpNotRequested);
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    const { user } = await t.signup();
    const mobile = user.mobile as string;
    await t.call('POST', '/api/auth/send-otp', { body: { mobile } });
    const code = t.lastOtp(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: wrong } });
      messages.push(res.body.message ?? '');
    }
    expect(messages.slice(0, 4)).toEqual([
      'Invalid OTP. 4 attempts left.',
      'Invalid OTP. 3 attempts left.',
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
    ]);
    expect(messages[4]).toBe(MSG.otpLocked);
    const right = await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: code } });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(MSG.otpLocked);
  });

  it('refuses an expired code (clock moved past 5 minutes)', async () => {
    const { user } = await t.signup();
    const mobile = user.mobile as string;
    await t.call('POST', '/api/auth/send-otp', { body: { mobile } });
    t.clock.advance(5 * 60_000 + 1_000);
    const res = await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: t.lastOtp(mobile) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.otpExpired);
  });

  it('refuses a resend before 60 seconds with 429 and the seconds left', async () => {
    const { user } = await t.signup();
    const mobile = user.mobile as string;
    expect((await t.call('POST', '/api/auth/send-otp', { body: { mobile } })).status).toBe(200);
    t.clock.advance(15_000);
    const early = await t.call('POST', '/api/auth/send-otp', { body: { mobile } });
    expect(early.status).toBe(429);
    expect(early.body.retryAfter).toBe(45);
    expect(early.body.message).toBe('Please wait 45 seconds before requesting a new OTP');
    t.clock.advance(46_000);
    expect((await t.call('POST', '/api/auth/send-otp', { body: { mobile } })).status).toBe(200);
  });

  it('does not send a login code to an unknown number, nor a signup code to a taken one', async () => {
    const mobile = uniqueMobile();
    const unknown = await t.call('POST', '/api/auth/send-otp', { body: { mobile } });
    expect(unknown.status).toBe(200);
    expect(() => t.lastOtp(mobile)).toThrow('no OTP logged');
    const { user } = await t.signup();
    const taken = await t.call('POST', '/api/auth/signup/send-otp', { body: { mobile: user.mobile, name: 'X' } });
    expect(taken.status).toBe(409);
  });

  it('validates the code format', async () => {
    const res = await t.call('POST', '/api/auth/verify-otp', { body: { mobile: uniqueMobile(), otp: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.otpRequired);
  });
});
