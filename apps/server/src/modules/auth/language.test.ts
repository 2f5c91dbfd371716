import type { User } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("the student's exam language", () => {
  it('starts as English, is kept on the account when chosen, and comes back with the profile on any device', async () => {
    const { token, user } = await t.signup();
    expect(user.language).toBe('en');
    const chosen = await t.call<User>('PUT', '/api/auth/language', { token, body: { language: 'hi' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.language).toBe('hi');
    const me = await t.call<User>('GET', '/api/auth/me', { token });
    expect(me.body.data.language).toBe('hi');
    // Nothing else of the profile changes.
    expect(me.body.data).toMatchObject({ name: user.name, mobile: user.mobile, targetExams: user.targetExams });
  });

  it('refuses a language it does not have, and callers without a token', async () => {
    const { token } = await t.signup();
    const bad = await t.call<null>('PUT', '/api/auth/language', { token, body: { language: 'ta' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Language must be en or hi');
    expect((await t.call<User>('GET', '/api/auth/me', { token })).body.data.language).toBe('en');
    const anonymous = await t.call<null>('PUT', '/api/auth/language', { body: { language: 'hi' } });
    expect(anonymous.status).toBe(401);
  });
});
