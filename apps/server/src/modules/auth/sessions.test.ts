import { type AuthResult, MSG } from '@mockprep/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { TEST_JWT_SECRET, testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'sessions-secret' });
  admin = await makeAdmin(t, 'sessions-secret');
});
afterAll(() => t.close());

/** A student signed in on `devices` devices: one token per sign-in. */
async function studentOn(devices: number) {
  const first = await t.signup();
  const tokens = [first.token];
  while (tokens.length < devices) {
    const login = await t.call<AuthResult>('POST', '/api/auth/login/password', {
      body: { mobile: first.user.mobile, password: first.password },
    });
    tokens.push(login.body.data.token);
  }
  return { ...first, tokens };
}

const me = (token: string) => t.call('GET', '/api/auth/me', { token });

async function expectEnded(token: string) {
  const res = await me(token);
  expect(res.status).toBe(401);
  expect(res.body.message).toBe(MSG.sessionExpired);
}

describe('log out', () => {
  it('ends this session only: its token gets 401 while the other device stays signed in', async () => {
    const { tokens } = await studentOn(2);
    const [laptop = '', phone = ''] = tokens;
    const res = await t.call('POST', '/api/auth/logout', { token: laptop });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.loggedOut);

    await expectEnded(laptop);
    expect((await t.call('POST', '/api/auth/logout', { token: laptop })).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  it('of all devices ends every session of the user, and no one else’s', async () => {
    const { tokens } = await studentOn(3);
    const other = await t.signup();
    const res = await t.call('POST', '/api/auth/logout-all', { token: tokens[1] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.loggedOutEverywhere);

    for (const token of tokens) await expectEnded(token);
    expect((await me(other.token)).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.call('POST', '/api/auth/logout')).status).toBe(401);
    expect((await t.call('POST', '/api/auth/logout-all')).status).toBe(401);
  });
});

describe('sessions end with the account changes that must sign a student out', () => {
  const edit = (id: string, isBlocked: boolean) =>
    t.call('PUT', `/api/admin/users/${id}`, {
      token: admin.token,
      body: { name: 'Blocked Student', targetExams: [], role: 'user', isBlocked },
    });

  it('block then unblock: the old token stays dead, a new sign-in works', async () => {
    const { user, tokens, password } = await studentOn(2);
    expect((await edit(user._id, true)).status).toBe(200);
    expect((await me(tokens[0] ?? '')).status).toBe(403);
    expect((await edit(user._id, false)).status).toBe(200);

    for (const token of tokens) await expectEnded(token);
    const again = await t.call<AuthResult>('POST', '/api/auth/login/password', {
      body: { mobile: user.mobile, password },
    });
    expect((await me(again.body.data.token)).status).toBe(200);
  });

  it('a password change ends every other session; the token it returns works', async () => {
    const { tokens, password } = await studentOn(2);
    const [here = '', elsewhere = ''] = tokens;
    const res = await t.call<{ token: string }>('PUT', '/api/auth/change-password', {
      token: here,
      body: { currentPassword: password, newPassword: 'another-secret-9' },
    });
    expect(res.status).toBe(200);
    await expectEnded(here);
    await expectEnded(elsewhere);
    expect((await me(res.body.data.token)).status).toBe(200);
  });

  it('an admin password reset and an account deletion end every session', async () => {
    const reset = await studentOn(2);
    const put = await t.call('PUT', `/api/admin/users/${reset.user._id}/password`, {
      token: admin.token,
      body: { newPassword: 'reset-by-admin-1' },
    });
    expect(put.status).toBe(200);
    for (const token of reset.tokens) await expectEnded(token);

    const deleted = await studentOn(2);
    const gone = await t.call('DELETE', '/api/auth/account', {
      token: deleted.tokens[0],
      body: { password: deleted.password },
    });
    expect(gone.status).toBe(200);
    for (const token of deleted.tokens) expect((await me(token)).status).toBe(401);
  });
});

describe('tokens', () => {
  const sign = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

  it('refuses a token without a session (issued before sessions) and one naming another user’s session', async () => {
    const a = await t.signup();
    const b = await t.signup();
    const legacy = await me(await sign({ tv: 0 }, a.user._id));
    expect(legacy.status).toBe(401);
    expect(legacy.body.message).toBe(MSG.sessionInvalid);

    const { sid } = JSON.parse(Buffer.from(b.token.split('.')[1] ?? '', 'base64url').toString());
    await expectEnded(await sign({ sid }, a.user._id));
    expect((await me(await sign({ sid: 'not-a-uuid' }, a.user._id))).status).toBe(401);
  });
});
