import { type AuthResult, MSG, type User } from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, uniqueMobile } from '../../../test/app';
import { users } from '../../db/schema';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'let-me-in-please' });
});
afterAll(() => t.close());

describe('profile', () => {
  it('updates the editable fields and keeps the mobile number', async () => {
    const { user, token } = await t.signup();
    const [exam] = await t.createTargetExams(1);
    const res = await t.call<User>('PUT', '/api/auth/profile', {
      token,
      body: {
        name: 'Asha V.',
        email: 'asha@example.com',
        targetExams: [exam?.id],
        dateOfBirth: '2006-04-12',
        gender: 'female',
        address: { city: 'Pune', state: 'Maharashtra' },
        educationQualification: 'high-school',
        mobile: '9999999999',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.profileUpdated);
    expect(res.body.data).toMatchObject({
      name: 'Asha V.',
      email: 'asha@example.com',
      mobile: user.mobile,
      dateOfBirth: '2006-04-12',
      gender: 'female',
      educationQualification: 'high-school',
      targetExams: [{ _id: exam?.id, name: exam?.name }],
    });
    expect(res.body.data.address).toMatchObject({ city: 'Pune', state: 'Maharashtra', street: '' });
    const me = await t.call<User>('GET', '/api/auth/me', { token });
    expect(me.body.data.name).toBe('Asha V.');
  });

  it('changes only the fields sent, and within the address only the parts sent', async () => {
    const { token } = await t.signup();
    const [exam] = await t.createTargetExams(1);
    const full = {
      name: 'Ravi K.',
      email: 'ravi@example.com',
      targetExams: [exam?.id],
      dateOfBirth: '2005-01-30',
      gender: 'male',
      address: { street: '4 MG Road', city: 'Indore', state: 'MP', country: 'India', postalCode: '452001' },
      educationQualification: 'diploma',
    };
    const before = (await t.call<User>('PUT', '/api/auth/profile', { token, body: full })).body.data;
    const res = await t.call<User>('PUT', '/api/auth/profile', {
      token,
      body: { name: 'Ravi Kumar', address: { city: 'Bhopal' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      name: 'Ravi Kumar',
      address: { ...full.address, city: 'Bhopal' },
    });
    const cleared = await t.call<User>('PUT', '/api/auth/profile', { token, body: { email: '', dateOfBirth: null } });
    expect(cleared.body.data).toMatchObject({ name: 'Ravi Kumar', email: null, dateOfBirth: null, gender: 'male' });
    expect(cleared.body.data.targetExams).toEqual(before.targetExams);
  });

  it('rejects a blank name and a bad email without changing anything', async () => {
    const { user, token } = await t.signup();
    const blank = await t.call('PUT', '/api/auth/profile', { token, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MSG.nameRequired);
    const email = await t.call('PUT', '/api/auth/profile', { token, body: { name: 'New', email: 'nope' } });
    expect(email.body.message).toBe(MSG.emailInvalid);
    const me = await t.call<User>('GET', '/api/auth/me', { token });
    expect(me.body.data.name).toBe(user.name);
  });

  it('needs a token', async () => {
    const res = await t.call('GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.loginRequiredForRoute);
    const junk = await t.call('GET', '/api/auth/me', { token: 'not.a.token' });
    expect(junk.status).toBe(401);
  });
});

describe('change password', () => {
  it('checks the current password, invalidates older tokens and returns a fresh one', async () => {
    const { user, token, password } = await t.signup();
    const wrong = await t.call('PUT', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'not-it', newPassword: 'newsecret1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.currentPasswordWrong);
    const missing = await t.call('PUT', '/api/auth/change-password', { token, body: { newPassword: 'newsecret1' } });
    expect(missing.body.message).toBe(MSG.currentPasswordRequired);
    const short = await t.call('PUT', '/api/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: '123' },
    });
    expect(short.body.message).toBe(MSG.passwordMin);

    const res = await t.call<{ token: string }>('PUT', '/api/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'newsecret1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.passwordChanged);

    const old = await t.call('GET', '/api/auth/me', { token });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(MSG.sessionExpired);
    expect((await t.call('GET', '/api/auth/me', { token: res.body.data.token })).status).toBe(200);

    const oldLogin = await t.call('POST', '/api/auth/login/password', { body: { mobile: user.mobile, password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.call('POST', '/api/auth/login/password', {
      body: { mobile: user.mobile, password: 'newsecret1' },
    });
    expect(newLogin.status).toBe(200);
  });
});

describe('notification settings', () => {
  it('saves all five switches', async () => {
    const { token, user } = await t.signup();
    expect(user.notificationSettings).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      testReminders: true,
      resultNotifications: true,
      promotionalEmails: false,
    });
    const settings = {
      emailNotifications: false,
      smsNotifications: true,
      testReminders: false,
      resultNotifications: true,
      promotionalEmails: true,
    };
    const res = await t.call<User>('PUT', '/api/auth/notification-settings', {
      token,
      body: { notificationSettings: settings },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.notificationsUpdated);
    expect((await t.call<User>('GET', '/api/auth/me', { token })).body.data.notificationSettings).toEqual(settings);
  });
});

describe('delete account', () => {
  it('checks the password, anonymises the account, kills its tokens and frees the mobile number', async () => {
    const { user, token, password } = await t.signup({ email: 'gone@example.com' });
    const wrong = await t.call('DELETE', '/api/auth/account', { token, body: { password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.passwordWrong);

    const res = await t.call('DELETE', '/api/auth/account', { token, body: { password } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.accountDeleted);

    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ mobile: null, email: null, passwordHash: null, name: 'Deleted User' });
    expect((await t.call('POST', '/api/auth/login/password', { body: { mobile: user.mobile, password } })).status).toBe(
      401,
    );
    const again = await t.call<AuthResult>('POST', '/api/auth/student/signup', {
      body: { name: 'Fresh Start', mobile: user.mobile, password: 'other-kite-7' },
    });
    expect(again.status).toBe(201);
    expect(again.body.data.user._id).not.toBe(user._id);
  });
});

describe('blocked users', () => {
  it('are refused on every call and at login', async () => {
    const { user, token, password } = await t.signup();
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user._id));
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(403);
    expect(me.body.message).toBe(MSG.accountBlocked);
    const login = await t.call('POST', '/api/auth/login/password', { body: { mobile: user.mobile, password } });
    expect(login.status).toBe(403);
    // send-otp answers as for any number (it reveals nothing); the right code then meets the block.
    const mobile = user.mobile as string;
    expect((await t.call('POST', '/api/auth/send-otp', { body: { mobile } })).status).toBe(200);
    const otp = await t.call('POST', '/api/auth/verify-otp', { body: { mobile, otp: t.lastOtp(mobile) } });
    expect(otp.status).toBe(403);
    expect(otp.body.message).toBe(MSG.accountBlocked);
  });
});

describe('admin signup', () => {
  const admin = () => ({ name: 'Ops Admin', mobile: uniqueMobile(), password: 'adminpass1' });

  it('is refused without the secret or an admin token, including for a student token', async () => {
    expect((await t.call('POST', '/api/auth/admin/signup', { body: admin() })).status).toBe(403);
    const wrongSecret = await t.call('POST', '/api/auth/admin/signup', { body: { ...admin(), secret: 'guess' } });
    expect(wrongSecret.status).toBe(403);
    expect(wrongSecret.body.message).toBe(MSG.adminSignupForbidden);
    const student = await t.signup();
    const byStudent = await t.call('POST', '/api/auth/admin/signup', { token: student.token, body: admin() });
    expect(byStudent.status).toBe(403);
  });

  it('works with the secret, and with an admin token', async () => {
    const first = await t.call<AuthResult>('POST', '/api/auth/admin/signup', {
      body: { ...admin(), secret: 'let-me-in-please' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.user.role).toBe('admin');
    const second = await t.call<AuthResult>('POST', '/api/auth/admin/signup', {
      token: first.body.data.token,
      body: admin(),
    });
    expect(second.status).toBe(201);
    expect(second.body.data.user.role).toBe('admin');
  });

  it('a student cannot make themselves admin through the profile', async () => {
    const { token } = await t.signup();
    const res = await t.call<User>('PUT', '/api/auth/profile', { token, body: { name: 'Sneaky', role: 'admin' } });
    expect(res.body.data.role).toBe('user');
  });
});
