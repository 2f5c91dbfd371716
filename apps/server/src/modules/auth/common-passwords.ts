import { MSG } from '@mockprep/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../lib/http-error';

/**
 * The 49,233 passwords most often seen in breaches, most common first, in lower case: zxcvbn's list as the
 * maintained @zxcvbn-ts/language-common package ships it (MIT), read from node_modules, never fetched.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** On top of the contract's length rule, wherever a password is set: signup, change, admin reset (`field`). */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(400, field, MSG.passwordTooCommon);
}
