import { MOBILE_LENGTH, OTP_LENGTH } from '@mockprep/contract';

/** SPEC 5: the mobile input accepts at most 10 characters, the code input at most 6. */
export const mobileInputProps = {
  type: 'tel',
  inputMode: 'numeric',
  maxLength: MOBILE_LENGTH,
  autoComplete: 'tel-national',
} as const;

export const otpInputProps = {
  type: 'text',
  inputMode: 'numeric',
  maxLength: OTP_LENGTH,
  autoComplete: 'one-time-code',
} as const;
