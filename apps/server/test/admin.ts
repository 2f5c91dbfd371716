import type { testApp } from './app';

/** An admin account made through the admin signup secret the test app was built with. */
export async function makeAdmin(t: Awaited<ReturnType<typeof testApp>>, secret: string) {
  const mobile = `7${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;
  const res = await t.call<{ token: string; user: { _id: string } }>('POST', '/api/auth/admin/signup', {
    body: { name: 'Test Admin', mobile, password: 'adminpass1', secret },
  });
  if (res.status !== 201) throw new Error(`admin signup failed: ${res.body.message}`);
  return res.body.data;
}
