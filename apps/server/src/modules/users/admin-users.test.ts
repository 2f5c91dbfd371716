import { type AdminUserPage, MSG, SELF_PROTECTION_MSG, type User } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string; user: { _id: string } };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'users-secret' });
  admin = await makeAdmin(t, 'users-secret');
});
afterAll(() => t.close());

describe('admin: users', () => {
  it('edits a student; blocking locks them out on their very next request', async () => {
    const student = await t.signup();
    const [exam] = await t.createTargetExams(1);
    const res = await t.call<User>('PUT', `/api/admin/users/${student.user._id}`, {
      token: admin.token,
      body: { name: 'Renamed', email: 'r@example.com', targetExams: [exam?.id], role: 'user', isBlocked: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Renamed', isBlocked: true, targetExams: [{ _id: exam?.id }] });
    const locked = await t.call('GET', '/api/auth/me', { token: student.token });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(MSG.accountBlocked);
  });

  it('an admin cannot block, demote or delete themselves', async () => {
    const self = `/api/admin/users/${admin.user._id}`;
    const block = await t.call('PUT', self, {
      token: admin.token,
      body: { name: 'Me', targetExams: [], role: 'admin', isBlocked: true },
    });
    expect(block.status).toBe(400);
    expect(block.body.message).toBe(SELF_PROTECTION_MSG.block);
    const demote = await t.call('PUT', self, {
      token: admin.token,
      body: { name: 'Me', targetExams: [], role: 'user', isBlocked: false },
    });
    expect(demote.body.message).toBe(SELF_PROTECTION_MSG.demote);
    const remove = await t.call('DELETE', self, { token: admin.token });
    expect(remove.body.message).toBe(SELF_PROTECTION_MSG.delete);
    const bulk = await t.call('DELETE', '/api/admin/users/bulk', {
      token: admin.token,
      body: { userIds: [admin.user._id] },
    });
    expect(bulk.status).toBe(400);
    expect((await t.call('GET', '/api/auth/me', { token: admin.token })).status).toBe(200);
  });

  it('sets a password (old sessions end) and deletes users in bulk', async () => {
    const a = await t.signup();
    const b = await t.signup();
    const set = await t.call('PUT', `/api/admin/users/${a.user._id}/password`, {
      token: admin.token,
      body: { newPassword: 'brandnew1' },
    });
    expect(set.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login/password', {
      body: { mobile: a.user.mobile, password: 'brandnew1' },
    });
    expect(login.status).toBe(200);

    const gone = await t.call('DELETE', '/api/admin/users/bulk', {
      token: admin.token,
      body: { userIds: [a.user._id, b.user._id] },
    });
    expect(gone.status).toBe(200);
    for (const gone of [a, b]) {
      const found = await t.call<AdminUserPage>('GET', `/api/admin/users?search=${gone.user.mobile}`, {
        token: admin.token,
      });
      expect(found.body.data.total).toBe(0);
    }
    expect((await t.call('GET', '/api/auth/me', { token: b.token })).status).toBe(401);
  });
});
