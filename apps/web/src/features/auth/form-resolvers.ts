import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordLoginBody, SendOtpBody, VerifyOtpBody } from '@mockprep/contract';

/** The login forms' validation, loaded on first submit (see lazyResolver). */
export const passwordLoginResolver = zodResolver(PasswordLoginBody);
export const sendOtpResolver = zodResolver(SendOtpBody);
export const otpCodeResolver = zodResolver(VerifyOtpBody.pick({ otp: true }));
