import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AuthResult, MSG } from '@mockprep/contract';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

const CLIENT_ID = 'mockprep-test.apps.googleusercontent.com';
let server: Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  t = await testApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});
afterAll(async () => {
  await t.close();
  server.close();
});

async function credential(
  claims: JWTPayload = {},
  options: { key?: CryptoKey; expiresIn?: string | number; audience?: string; issuer?: string } = {},
) {
  const sub = claims.sub ?? `google-${Math.random().toString(36).slice(2)}`;
  return new SignJWT({ email: `${sub}@gmail.com`, email_verified: true, name: 'Priya Nair', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? googleKey);
}

describe('Google sign-in', () => {
  it('accepts a token signed by the JWKS key for our client id, and returns the same account next time', async () => {
    const token = await credential({ sub: 'google-123', picture: 'https://example.com/p.png' });
    const first = await t.call<AuthResult>('POST', '/api/auth/google', { body: { credential: token } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.googleSuccess);
    expect(first.body.data.user).toMatchObject({
      name: 'Priya Nair',
      email: 'google-123@gmail.com',
      isEmailVerified: true,
      mobile: null,
      photo: 'https://example.com/p.png',
    });
    const second = await t.call<AuthResult>('POST', '/api/auth/google', {
      body: { credential: await credential({ sub: 'google-123' }) },
    });
    expect(second.body.data.user._id).toBe(first.body.data.user._id);
  });

  it.each([
    ['wrong audience', () => credential({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['bad signature', () => credential({}, { key: strangerKey })],
    ['expired', () => credential({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['wrong issuer', () => credential({}, { issuer: 'https://evil.example.com' })],
  ])('rejects a token with %s', async (_name, make) => {
    const res = await t.call('POST', '/api/auth/google', { body: { credential: await make() } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.googleInvalid);
  });

  it('never accepts an identity the client merely claims', async () => {
    const res = await t.call('POST', '/api/auth/google', {
      body: { googleId: 'google-123', name: 'Priya Nair', email: 'google-123@gmail.com' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 503 when Google sign-in is not configured', async () => {
    const plain = await testApp();
    const res = await plain.call('POST', '/api/auth/google', { body: { credential: await credential() } });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(MSG.googleNotConfigured);
    expect((await plain.call<{ googleClientId: null }>('GET', '/api/auth/config')).body.data.googleClientId).toBeNull();
    await plain.close();
  });
});
