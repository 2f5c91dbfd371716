import { MSG } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

describe('text no column can hold', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('refuses NUL in a query string with a readable 400', async () => {
    const { token } = await t.signup();
    const res = await t.call('GET', '/api/tests?examType=%00', { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: MSG.textNotAllowed });
  });

  it.each([
    ['NUL', { mobile: '1\u00002', password: 'x' }],
    ['a lone surrogate', { mobile: '9876543210', password: 'pass\ud800word' }],
  ])('refuses %s in a body before signing in', async (_, body) => {
    const res = await t.call('POST', '/api/auth/login/password', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: MSG.textNotAllowed });
  });

  it.each([
    ['a string in a list', { seq: 1, answers: [{ question: '0193\u0000' }] }],
    ['a key in a list', { seq: 1, answers: [{ question: '0193', 'note\u0000': 1 }] }],
    ['a lone surrogate deep down', { seq: 1, answers: [{ question: '0193', extra: { more: ['\udc00'] } }] }],
  ])('refuses %s of an autosave body', async (_, body) => {
    const { token } = await t.signup();
    const res = await t.call('PUT', '/api/attempts/0193a0a0-0000-7000-8000-000000000000/answers', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: MSG.textNotAllowed });
  });

  /** A login whose JSON text is these bytes, sent as they are. */
  const loginWithBytes = (bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      headers: { 'content-type': 'application/json' },
      payload: bytes,
    });

  it('refuses a body whose JSON text carries a NUL unescaped, and reads a surrogate sent as raw bytes as U+FFFD', async () => {
    const nul = await loginWithBytes(Buffer.from('{"mobile":"1\u00002","password":"x"}'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false });

    const surrogateBytes = Buffer.concat([
      Buffer.from('{"mobile":"9876543210","password":"pass'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('word"}'),
    ]);
    const decoded = await loginWithBytes(surrogateBytes);
    expect(decoded.json()).toMatchObject({ success: false, message: MSG.invalidCredentials });
  });

  it('answers a path parameter too long to route with the envelope', async () => {
    const res = await t.call('GET', `/api/tests/${'a'.repeat(500)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ success: false, message: MSG.invalidRequest });
  });
});
