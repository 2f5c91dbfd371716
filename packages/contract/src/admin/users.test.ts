import { describe, expect, it } from 'vitest';
import { AdminPasswordForm, EditUserForm } from './users';

/** The first message per field, as the form shows it. */
const firstErrors = (schema: typeof EditUserForm | typeof AdminPasswordForm, value: unknown) => {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

/** SPEC 5 "Edit user": target exams at most 5. */
const SPEC_MAX_TARGET_EXAMS = 5;
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);

describe('EditUserForm (SPEC 5 "Edit user")', () => {
  const form = (over: Record<string, unknown> = {}) => ({ name: 'Asha', role: 'user', isBlocked: false, ...over });

  it.each(['', '   ', undefined])('requires a name (%j)', (name) => {
    expect(firstErrors(EditUserForm, form({ name }))).toEqual({ name: 'Name is required' });
  });

  it('trims the name; email optional, blank becomes null', () => {
    expect(EditUserForm.parse(form({ name: ' Asha ' }))).toEqual({
      name: 'Asha',
      email: null,
      targetExams: [],
      role: 'user',
      isBlocked: false,
    });
    expect(EditUserForm.parse(form({ email: '  ' })).email).toBeNull();
  });

  it('checks an email when one is given', () => {
    expect(EditUserForm.parse(form({ email: ' Asha@Example.com ' })).email).toBe('asha@example.com');
    expect(firstErrors(EditUserForm, form({ email: 'asha@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('allows at most 5 target exams', () => {
    const most = ids(SPEC_MAX_TARGET_EXAMS);
    expect(EditUserForm.parse(form({ targetExams: most })).targetExams).toEqual(most);
    expect(Object.keys(firstErrors(EditUserForm, form({ targetExams: ids(SPEC_MAX_TARGET_EXAMS + 1) })))).toEqual([
      'targetExams',
    ]);
  });

  it('requires a known role and a blocked flag', () => {
    expect(Object.keys(firstErrors(EditUserForm, form({ role: 'owner', isBlocked: undefined })))).toEqual([
      'role',
      'isBlocked',
    ]);
  });
});

describe('AdminPasswordForm (SPEC 5 "Change password", admin dialog)', () => {
  it.each([
    ['', '', { newPassword: 'New password is required', confirmPassword: 'Please confirm the new password' }],
    ['abcde', 'abcde', { newPassword: 'Password must be at least 6 characters' }],
    ['abcdef', '', { confirmPassword: 'Please confirm the new password' }],
    ['abcdef', 'abcdeg', { confirmPassword: 'Passwords do not match' }],
  ])('%j / %j', (newPassword, confirmPassword, errors) => {
    expect(firstErrors(AdminPasswordForm, { newPassword, confirmPassword })).toEqual(errors);
  });

  it('accepts a matching password of 6 characters', () => {
    expect(AdminPasswordForm.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });
});
