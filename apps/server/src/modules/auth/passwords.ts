import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2 allocates its memory cost (19 MiB) per running hash, and a burst of signups would start them all at once:
 * one at a time per core keeps the memory bounded and the cores no busier than they can be.
 */
const oneAtATimePerCore = pLimit(availableParallelism());

// argon2id with the library's defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => oneAtATimePerCore(() => hash(password));

let dummyHash: Promise<string> | undefined;

/**
 * Checks the password against the account's hash. Without an account or a password there is nothing to match,
 * but a dummy hash is checked all the same, so the answer takes as long and reveals nothing.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  const stored = passwordHash ?? (await dummyHash);
  try {
    const matches = await oneAtATimePerCore(() => verify(stored, password));
    return matches && Boolean(passwordHash);
  } catch {
    return false;
  }
}
