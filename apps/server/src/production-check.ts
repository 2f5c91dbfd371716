import type { Config } from './config';
import type { Db } from './db/client';
import { systemClock } from './lib/clock';
import { isCommonPassword } from './modules/auth/common-passwords';
import { verifyPassword } from './modules/auth/passwords';
import { DEMO_ADMIN, DEMO_STUDENT } from './seed/demo-accounts';
import { makeDomainServices } from './services';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Words, keyboard runs and product names an admin password must be more than (digits and symbols aside). */
const OBVIOUS_WORDS = new Set([
  'password',
  'admin',
  'administrator',
  'mockprep',
  'welcome',
  'letmein',
  'changeme',
  'secret',
  'student',
  'india',
  'iloveyou',
  'qwerty',
  'asdf',
  'zxcv',
]);
const RUNS = ['abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

/**
 * Weak: shorter than 12 characters, or its letters (digits and symbols set aside) are none, one letter repeated,
 * an obvious word (password, admin, mockprep, qwerty, ...) or the start of the alphabet or a keyboard row.
 * So "Admin@123456" and "123456789012" are weak, "tiger-Lamp-river-42" is not.
 */
export function isWeakAdminPassword(password: string): boolean {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return true;
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  return (
    isCommonPassword(password) ||
    letters === '' ||
    /^(.)\1*$/.test(letters) ||
    OBVIOUS_WORDS.has(letters) ||
    RUNS.some((run) => run.startsWith(letters))
  );
}

/** What the check reads from the database. */
export type DatabaseFacts = { demoAccounts: string[] };

/** Every setting that makes a production server unsafe, each with what to do about it. Pure. */
export function unsafeSettings(config: Config, facts: DatabaseFacts): string[] {
  const problems: string[] = [];
  if (!config.JWT_SECRET) {
    problems.push('JWT_SECRET is not set: set a long random secret (the same on every server instance).');
  }
  if (facts.demoAccounts.length > 0) {
    problems.push(
      `Demo accounts ${facts.demoAccounts.join(', ')} are in the database with their published passwords: delete them or change their passwords.`,
    );
  }
  if (config.SEED_DEMO_DATA) {
    problems.push('SEED_DEMO_DATA=true would create the demo accounts: unset it.');
  }
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) {
    problems.push(
      'Payments would run in test mode (mock payments unlock paid tests for free): set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.',
    );
  }
  if (config.SMS_PROVIDER === 'console') {
    problems.push(
      'OTP codes would be written to the server log (SMS_PROVIDER=console): set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID.',
    );
  }
  if (config.ADMIN_PASSWORD !== undefined && isWeakAdminPassword(config.ADMIN_PASSWORD)) {
    problems.push(
      `ADMIN_PASSWORD is weak: use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters that are more than an obvious word (password, admin, mockprep, qwerty, ...) with digits and symbols.`,
    );
  }
  return problems;
}

/** The demo accounts (seed/demo-accounts.ts) that still accept their published password. */
async function demoAccountsInUse(db: Db): Promise<string[]> {
  const { users } = makeDomainServices({ db, clock: systemClock });
  const found: string[] = [];
  for (const account of [DEMO_STUDENT, DEMO_ADMIN]) {
    const row = await users.findByMobile(account.mobile);
    if (row && (await verifyPassword(row.passwordHash, account.password))) found.push(account.mobile);
  }
  return found;
}

/**
 * With NODE_ENV=production outside the demo profile: every unsafe setting, so that the server can refuse to
 * start and list them all at once. Empty otherwise.
 */
export async function productionProblems(config: Config, db: Db): Promise<string[]> {
  if (config.NODE_ENV !== 'production' || config.DEMO_MODE) return [];
  return unsafeSettings(config, { demoAccounts: await demoAccountsInUse(db) });
}

export const refusalMessage = (problems: string[]) =>
  [
    'MockPrep refuses to start: NODE_ENV=production without DEMO_MODE=true, and these settings are unsafe:',
    ...problems.map((problem) => `  - ${problem}`),
    'Fix every one, or set DEMO_MODE=true to run the demo profile (demo data, test-mode payments, OTP in the log).',
  ].join('\n');
