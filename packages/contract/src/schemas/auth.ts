import { z } from 'zod';
import { DELETE_CONFIRM_WORD, MAX_TARGET_EXAMS, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';
import { DATE_RANGE_MESSAGE, Id, INPUT_LIMITS, Mobile, OptionalEmail, text } from './common';
import { Address, EducationQualification, Gender, NotificationSettings, User } from './user';

const Name = text(INPUT_LIMITS.name, { error: MSG.nameRequired }).trim().min(1, MSG.nameRequired);
const Password = text(128);
const TargetExamIds = z.array(Id).max(MAX_TARGET_EXAMS, MSG.targetExamsMax).optional().default([]);
const SignupPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMinSignup)
  .max(128);
const NewPassword = z
  .string({ error: MSG.newPasswordRequired })
  .min(1, MSG.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(128);
const Otp = z
  .string({ error: MSG.otpRequired })
  .trim()
  .min(1, MSG.otpRequired)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpFormat);

export const SignupDetails = z.object({
  name: Name,
  mobile: Mobile,
  email: OptionalEmail,
  targetExams: TargetExamIds,
});
export type SignupDetails = z.infer<typeof SignupDetails>;

export const StudentSignupBody = SignupDetails.extend({ password: SignupPassword });
export type StudentSignupBody = z.infer<typeof StudentSignupBody>;

export const AdminSignupBody = StudentSignupBody.omit({ targetExams: true }).extend({
  secret: text(INPUT_LIMITS.token).optional(),
});
export type AdminSignupBody = z.infer<typeof AdminSignupBody>;

export const PasswordLoginBody = z.object({
  mobile: text(INPUT_LIMITS.name, { error: MSG.loginRequired }).trim().min(1, MSG.loginRequired),
  password: text(128, { error: MSG.loginRequired }).min(1, MSG.loginRequired),
});
export type PasswordLoginBody = z.infer<typeof PasswordLoginBody>;

export const SendOtpBody = z.object({ mobile: Mobile });
export type SendOtpBody = z.infer<typeof SendOtpBody>;

export const VerifyOtpBody = z.object({ mobile: Mobile, otp: Otp });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>;

export const GoogleBody = z.object({
  credential: text(INPUT_LIMITS.token, { error: MSG.googleCredentialRequired }).min(1, MSG.googleCredentialRequired),
});
export type GoogleBody = z.infer<typeof GoogleBody>;

/** An address as a profile update sends it: the parts left out stay as they are. */
const AddressPatch = z.object({
  street: Address.shape.street.unwrap(),
  city: Address.shape.city.unwrap(),
  state: Address.shape.state.unwrap(),
  country: Address.shape.country.unwrap(),
  postalCode: Address.shape.postalCode.unwrap(),
});

/** `PUT /auth/profile`: only the fields sent change; a blank email or date of birth clears it. */
export const ProfileBody = z.object({
  name: Name.optional(),
  email: OptionalEmail.optional(),
  targetExams: z.array(Id).max(MAX_TARGET_EXAMS, MSG.targetExamsMax).optional(),
  dateOfBirth: z
    .string()
    .trim()
    .nullable()
    .transform((v) => v || null)
    .pipe(
      z.iso
        .date({ error: 'Please enter a valid date of birth' })
        .refine(
          (v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= INPUT_LIMITS.lastYear,
          DATE_RANGE_MESSAGE,
        )
        .nullable(),
    )
    .optional(),
  gender: Gender.optional(),
  address: AddressPatch.optional(),
  educationQualification: EducationQualification.optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** currentPassword is required by the server only when the account already has a password (OTP and Google accounts may not). */
export const ChangePasswordBody = z.object({
  currentPassword: Password.optional(),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const changePasswordForm = (hasPassword: boolean) =>
  z
    .object({
      currentPassword: hasPassword ? z.string().min(1, MSG.currentPasswordRequired) : z.string().optional(),
      newPassword: NewPassword,
      confirmPassword: z.string().min(1, MSG.confirmNewPassword),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: MSG.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordForm>>;

export const NotificationSettingsBody = z.object({ notificationSettings: NotificationSettings });
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

/** password is required by the server only when the account has one. */
export const DeleteAccountBody = z.object({ password: Password.optional() });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const deleteAccountForm = (hasPassword: boolean) =>
  z.object({
    password: hasPassword ? z.string().min(1, MSG.passwordRequired) : z.string().optional(),
    confirmText: z.string().refine((v) => v === DELETE_CONFIRM_WORD, MSG.typeDelete),
  });
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountForm>>;

export const AuthResult = z.object({ user: User, token: z.string() }).meta({ id: 'AuthResult' });
export type AuthResult = z.infer<typeof AuthResult>;

export const OtpSent = z
  .object({ mobile: z.string(), resendAfter: z.number(), expiresIn: z.number() })
  .meta({ id: 'OtpSent' });
export type OtpSent = z.infer<typeof OtpSent>;

/** demoMode: the server runs the demo profile (demo accounts, test-mode payments, OTP codes in its log). */
export const AuthConfig = z
  .object({ googleClientId: z.string().nullable(), demoMode: z.boolean() })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof AuthConfig>;

/** A new token: changing the password ends every other session. */
export const PasswordChanged = z.object({ token: z.string() }).meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof PasswordChanged>;
