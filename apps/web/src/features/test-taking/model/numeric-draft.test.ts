import { describe, expect, it } from 'vitest';
import { draftOf, draftValue, isDraft, type KeypadKey, pressKey } from './numeric-draft';

const press = (keys: KeypadKey[], from = '') => keys.reduce(pressKey, from);

describe('numeric draft', () => {
  it('builds a number from the keypad: digits, one point, the minus sign turning the sign', () => {
    expect(press(['1', '2', '.', '5'])).toBe('12.5');
    expect(press(['1', '.', '.', '5'])).toBe('1.5');
    expect(press(['3', '-'])).toBe('-3');
    expect(press(['3', '-', '-'])).toBe('3');
    expect(press(['.', '5'])).toBe('0.5');
    expect(press(['-', '.', '2'])).toBe('-0.2');
  });

  it('takes a character off with backspace, and nothing from an empty field', () => {
    expect(press(['4', '2', 'backspace'])).toBe('4');
    expect(press(['backspace'])).toBe('');
  });

  it('stops at ten characters', () => {
    expect(press(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1'])).toBe('1234567890');
  });

  it('reads the number a draft stands for; no digit is no answer', () => {
    expect(draftValue('-12.50')).toBe(-12.5);
    expect(draftValue('7.')).toBe(7);
    expect(draftValue('-')).toBeNull();
    expect(draftValue('')).toBeNull();
    expect(draftOf(-0.25)).toBe('-0.25');
    expect(draftOf(null)).toBe('');
  });

  it('accepts only what a number being typed can look like', () => {
    expect(['', '-', '3.', '-0.5', '.5'].every(isDraft)).toBe(true);
    expect(['1-', '1.2.3', 'e5', '1,5', '--1'].some(isDraft)).toBe(false);
  });
});
