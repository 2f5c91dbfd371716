import type { SupportContact, SupportRequest } from '@mockprep/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({
    ADMIN_SIGNUP_SECRET: 'help-secret',
    SUPPORT_EMAIL: 'help@example.in',
    SUPPORT_PHONE: '+91 90000 12345',
  });
});
afterAll(() => t.close());

it('publishes the configured contact and stores requests that admins can read', async () => {
  expect((await t.call<SupportContact>('GET', '/api/support/contact')).body.data).toEqual({
    email: 'help@example.in',
    phone: '+91 90000 12345',
  });
  const { token, user } = await t.signup();
  const short = await t.call('POST', '/api/support-requests', {
    token,
    body: { topic: 'Payments and refunds', message: 'help' },
  });
  expect(short.status).toBe(400);
  const created = await t.call<SupportRequest>('POST', '/api/support-requests', {
    token,
    body: { topic: 'Payments and refunds', message: 'My payment went through but the test is locked.' },
  });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ name: user.name, contact: user.mobile, status: 'open' });
  const admin = await makeAdmin(t, 'help-secret');
  const list = (await t.call<SupportRequest[]>('GET', '/api/admin/support-requests', { token: admin.token })).body.data;
  expect(list.map((r) => r._id)).toContain(created.body.data._id);
  expect((await t.call('GET', '/api/admin/support-requests', { token })).status).toBe(403);
});
