import { createRemoteJWKSet, jwtVerify } from 'jose';

export type GoogleIdentity = {
  googleId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  photo: string | null;
};

export type GoogleVerifier = { verify(credential: string): Promise<GoogleIdentity | null> };

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies a Google Identity Services credential (an ID token): signature by Google's JWKS, issuer, audience, expiry. */
export function makeGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return {
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, jwks, { issuer: GOOGLE_ISSUERS, audience: clientId });
        if (typeof payload.sub !== 'string') return null;
        const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
        return {
          googleId: payload.sub,
          email,
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : (email ?? 'Student'),
          photo: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch {
        return null;
      }
    },
  };
}
