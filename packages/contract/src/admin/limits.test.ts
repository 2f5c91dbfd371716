import { describe, expect, it } from 'vitest';
import {
  FIX_ERRORS,
  MAX_BULK_ITEMS,
  MAX_UPLOAD_BYTES,
  selectToDelete,
  TOO_MANY_ITEMS,
  UPLOAD_TOO_LARGE,
} from './limits';

describe('selectToDelete (SPEC 5 "Selections")', () => {
  it.each([
    ['users', 'Please select users to delete'],
    ['tests', 'Please select tests to delete'],
    ['questions', 'Please select questions to delete'],
    ['target exams', 'Please select target exams to delete'],
  ] as const)('%s', (what, message) => {
    expect(selectToDelete(what)).toBe(message);
  });
});

describe('FIX_ERRORS (SPEC 5 "Test form")', () => {
  it('is the message shown when the test form fails', () => {
    expect(FIX_ERRORS).toBe('Please fix the validation errors');
  });
});

describe('upload limits', () => {
  it('name the limits they enforce', () => {
    expect(TOO_MANY_ITEMS).toContain(MAX_BULK_ITEMS.toLocaleString('en-US'));
    expect(UPLOAD_TOO_LARGE).toContain(`${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`);
  });
});
