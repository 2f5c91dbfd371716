import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { validate as isUuid } from 'uuid';

/** sub: the user; sid: the session the token belongs to (tokens from before sessions carry none and are refused). */
export type TokenClaims = { sub: string; sid: string };

export type Tokens = {
  sign(userId: string, sessionId: string): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** Tokens recently verified, per process: the rate limit and the auth hook both verify every request's token. */
const VERIFIED_TOKENS = 50_000;

export function makeTokens(secret: string, expiresIn: string): Tokens {
  // Imported once: importing the raw secret on every request cost more than the HMAC itself.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A signature stays valid until the token expires (each entry lives that long at most); whether its session is
  // still live is checked on every request all the same.
  const verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS, ttlAutopurge: false });
  return {
    sign: async (userId, sessionId) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const { sub, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid)) return null;
        const claims = { sub, sid };
        const ttl = exp === undefined ? 0 : exp * 1000 - Date.now();
        if (ttl > 0) verified.set(token, claims, { ttl });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
