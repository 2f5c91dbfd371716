import { MSG } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp, uniqueMobile } from '../../../test/app';
import { isCommonPassword } from './common-passwords';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'common-secret' });
  admin = await makeAdmin(t, 'common-secret');
});
afterAll(() => t.close());

// From the top of the list to past its 20,000th entry, in any case.
const COMMON = ['password1', 'QWERTY123', 'Welcome1', 'P@ssw0rd', 'india123', 'Secret123'];

describe('common passwords', () => {
  it('matches case-insensitively and leaves an uncommon password alone', () => {
    expect(COMMON.every(isCommonPassword)).toBe(true);
    expect(isCommonPassword('kite-river-42')).toBe(false);
  });

  it.each(COMMON)('refuses %s at signup with the message, creating nothing', async (password) => {
    const mobile = uniqueMobile();
    const res = await t.call('POST', '/api/auth/student/signup', { body: { name: 'Asha', mobile, password } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: MSG.passwordTooCommon,
      errors: [{ path: 'password', message: MSG.passwordTooCommon }],
    });
    const later = await t.call('POST', '/api/auth/student/signup', {
      body: { name: 'Asha', mobile, password: 'kite-river-42' },
    });
    expect(later.status).toBe(201);
  });

  it('refuses one at admin signup', async () => {
    const res = await t.call('POST', '/api/auth/admin/signup', {
      token: admin.token,
      body: { name: 'Ops', mobile: uniqueMobile(), password: 'Password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.passwordTooCommon);
  });

  it('refuses one as a new password, keeping the old one', async () => {
    const { user, token, password } = await t.signup();
    const res = await t.call('PUT', '/api/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'Iloveyou' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ path: 'newPassword', message: MSG.passwordTooCommon }] });
    const login = await t.call('POST', '/api/auth/login/password', { body: { mobile: user.mobile, password } });
    expect(login.status).toBe(200);
  });

  it("refuses one at an admin's password reset, keeping the old one", async () => {
    const { user, password } = await t.signup();
    const res = await t.call('PUT', `/api/admin/users/${user._id}/password`, {
      token: admin.token,
      body: { newPassword: 'sunshine' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.passwordTooCommon);
    const login = await t.call('POST', '/api/auth/login/password', { body: { mobile: user.mobile, password } });
    expect(login.status).toBe(200);
  });
});
