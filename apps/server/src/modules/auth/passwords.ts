import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks the password against the account's hash. Without an account or a password there is nothing to match,
 * but a dummy hash is checked all the same, so the answer takes as long and reveals nothing.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return matches && Boolean(passwordHash);
  } catch {
    return false;
  }
}
