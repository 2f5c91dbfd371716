import { PASSWORD_STRONG_LENGTH } from './constants';

export type PasswordStrength = { score: number; label: 'Weak' | 'Fair' | 'Good' | 'Strong'; showHint: boolean };

/** SPEC 5: one point each for length >= 8, lowercase, uppercase, digit, symbol. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= PASSWORD_STRONG_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  const label = score <= 2 ? 'Weak' : score === 3 ? 'Fair' : score === 4 ? 'Good' : 'Strong';
  return { score, label, showHint: score < 3 };
}

export const PASSWORD_HINT =
  'Use at least 8 characters with a mix of upper and lower case letters, numbers and symbols.';
