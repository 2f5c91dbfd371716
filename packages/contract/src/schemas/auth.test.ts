import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '../messages';
import { changePasswordForm, deleteAccountForm, PasswordLoginBody, StudentSignupBody, VerifyOtpBody } from './auth';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('signup rules', () => {
  const valid = { name: 'Asha', mobile: '9876543210', password: 'secret1' };
  it('accepts a valid signup and normalises the email', () => {
    const parsed = StudentSignupBody.parse({ ...valid, email: ' Asha@Example.COM ' });
    expect(parsed).toMatchObject({ email: 'asha@example.com', targetExams: [] });
    expect(StudentSignupBody.parse({ ...valid, email: '' }).email).toBeNull();
  });
  it.each([
    [{ ...valid, name: '' }, MSG.nameRequired],
    [{ ...valid, mobile: '' }, MSG.mobileRequired],
    [{ ...valid, mobile: '987654321' }, MSG.mobileDigits],
    [{ ...valid, mobile: '98765432100' }, MSG.mobileDigits],
    [{ ...valid, password: '' }, MSG.passwordRequired],
    [{ ...valid, password: '12345' }, MSG.passwordMinSignup],
    [{ ...valid, email: 'asha@' }, MSG.emailInvalid],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(StudentSignupBody, value)).toBe(message);
  });
});

describe('login and OTP rules', () => {
  it('needs both mobile and password', () => {
    expect(firstMessage(PasswordLoginBody, { mobile: '', password: 'x' })).toBe(MSG.loginRequired);
    expect(firstMessage(PasswordLoginBody, { mobile: '9876543210', password: '' })).toBe(MSG.loginRequired);
  });
  it('needs a 6-digit code', () => {
    expect(firstMessage(VerifyOtpBody, { mobile: '9876543210', otp: '' })).toBe(MSG.otpRequired);
    expect(firstMessage(VerifyOtpBody, { mobile: '9876543210', otp: '12a456' })).toBe(MSG.otpFormat);
    expect(firstMessage(VerifyOtpBody, { mobile: '9876543210', otp: '123456' })).toBeNull();
  });
});

describe('change password form', () => {
  const form = changePasswordForm(true);
  it.each([
    [{ currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret1' }, MSG.currentPasswordRequired],
    [{ currentPassword: 'old', newPassword: '', confirmPassword: '' }, MSG.newPasswordRequired],
    [{ currentPassword: 'old', newPassword: '12345', confirmPassword: '12345' }, MSG.passwordMin],
    [{ currentPassword: 'old', newPassword: 'secret1', confirmPassword: '' }, MSG.confirmNewPassword],
    [{ currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret2' }, MSG.passwordsDoNotMatch],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(form, value)).toBe(message);
  });
  it('does not ask for a current password when the account has none', () => {
    expect(firstMessage(changePasswordForm(false), { newPassword: 'secret1', confirmPassword: 'secret1' })).toBeNull();
  });
});

describe('delete account form', () => {
  it('requires typing DELETE exactly', () => {
    expect(firstMessage(deleteAccountForm(true), { password: 'x', confirmText: 'delete' })).toBe(MSG.typeDelete);
    expect(firstMessage(deleteAccountForm(true), { password: '', confirmText: 'DELETE' })).toBe(MSG.passwordRequired);
    expect(firstMessage(deleteAccountForm(true), { password: 'x', confirmText: 'DELETE' })).toBeNull();
  });
});
