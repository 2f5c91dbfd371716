import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let student: string;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'authz-secret' });
  student = (await t.signup()).token;
  const made = await t.call<{ token: string }>('POST', '/api/auth/admin/signup', {
    body: {
      name: 'Authz Admin',
      mobile: `8${Date.now().toString().slice(-9)}`,
      password: 'adminpass1',
      secret: 'authz-secret',
    },
  });
  admin = made.body.data.token;
});
afterAll(() => t.close());

const ID = '01900000-0000-7000-8000-00000000beef';

/** Every admin route and every target-exam write, read from the app's own OpenAPI document. */
async function guardedRoutes() {
  await t.app.ready();
  const paths = t.app.swagger().paths ?? {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .map((method) => method.toUpperCase())
      .filter((method) => path.startsWith('/api/admin/') || (path.startsWith('/api/target-exams') && method !== 'GET'))
      .map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, ID) })),
  );
}

describe('admin routes are guarded on the server', () => {
  it('covers a route list that includes every admin area', async () => {
    const urls = (await guardedRoutes()).map((r) => `${r.method} ${r.url}`);
    for (const area of ['users', 'tests', 'questions', 'target-exams', 'promo-codes', 'payments', 'stats']) {
      expect(
        urls.some((u) => u.includes(`/api/admin/${area}`)),
        area,
      ).toBe(true);
    }
    expect(urls).toContain('POST /api/target-exams');
    expect(urls.length).toBeGreaterThan(35);
  });

  it('401 without a token, 403 for a student, never 5xx for an admin', async () => {
    for (const { method, url } of await guardedRoutes()) {
      const body = method === 'GET' ? undefined : {};
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: body });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asStudent = await t.app.inject({
        method: method as 'GET',
        url,
        payload: body,
        headers: { authorization: `Bearer ${student}` },
      });
      expect(asStudent.statusCode, `${method} ${url} student`).toBe(403);
      const asAdmin = await t.app.inject({
        method: method as 'GET',
        url,
        payload: body,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(asAdmin.statusCode, `${method} ${url} admin: ${asAdmin.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
