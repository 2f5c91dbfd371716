import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (SPEC 5)', () => {
  it.each([
    ['', 0, 'Weak', true],
    ['abc', 1, 'Weak', true],
    ['abcdefgh', 2, 'Weak', true],
    ['abcdefgH', 3, 'Fair', false],
    ['abcdefH1', 4, 'Good', false],
    ['abcdeH1!', 5, 'Strong', false],
    ['aB1!', 4, 'Good', false],
  ])('%j scores %i (%s)', (password, score, label, showHint) => {
    expect(passwordStrength(password)).toEqual({ score, label, showHint });
  });
});
