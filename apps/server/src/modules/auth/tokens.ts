import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { sub: string; tv: number };

export type Tokens = {
  sign(userId: string, tokenVersion: number): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

export function makeTokens(secret: string, expiresIn: string): Tokens {
  // Imported once: importing the raw secret on every request cost more than the HMAC itself.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (userId, tokenVersion) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { sub: payload.sub, tv: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
