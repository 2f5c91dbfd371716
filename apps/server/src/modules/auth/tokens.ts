import { jwtVerify, SignJWT } from 'jose';
import { validate as isUuid } from 'uuid';

/** sub: the user; sid: the session the token belongs to (tokens from before sessions carry none and are refused). */
export type TokenClaims = { sub: string; sid: string };

export type Tokens = {
  sign(userId: string, sessionId: string): Promise<string>;
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
    sign: async (userId, sessionId) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid)) return null;
        return { sub, sid };
      } catch {
        return null;
      }
    },
  };
}
