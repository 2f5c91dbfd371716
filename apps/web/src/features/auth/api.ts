import {
  type GoogleBody,
  MSG,
  type PasswordLoginBody,
  type SendOtpBody,
  type SignupDetails,
  type StudentSignupBody,
  type VerifyOtpBody,
} from '@mockprep/contract';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';

type SignInPath =
  | '/auth/login/password'
  | '/auth/verify-otp'
  | '/auth/student/signup'
  | '/auth/signup/verify-otp'
  | '/auth/google';

/**
 * A call that signs the visitor in: it stores the session and toasts; the guest guard then moves on. A failure is
 * shown by the form or button that made the call, where it concerns.
 */
function useSignIn<TBody>(path: SignInPath, success: (serverMessage?: string) => string) {
  const { login } = useAuth();
  return useMutation({
    mutationFn: (body: TBody) => api.post(path, body, { credentialsCheck: true }),
    onSuccess: ({ data, message }) => {
      if (login(data)) toast.success(success(message));
    },
  });
}

export const usePasswordLogin = () => useSignIn<PasswordLoginBody>('/auth/login/password', () => MSG.loginSuccess);
export const useVerifyLoginOtp = () => useSignIn<VerifyOtpBody>('/auth/verify-otp', () => MSG.loginSuccess);
export const useStudentSignup = () =>
  useSignIn<StudentSignupBody>('/auth/student/signup', (message) => message ?? MSG.signupSuccess);
export const useVerifySignupOtp = () =>
  useSignIn<VerifyOtpBody>('/auth/signup/verify-otp', (message) => message ?? MSG.signupSuccess);
export const useGoogleSignIn = () => useSignIn<GoogleBody>('/auth/google', () => MSG.googleSuccess);

export type OtpAction = 'send' | 'resend';

/**
 * Sending and resending a code are the same call with different texts (SPEC 8). A failed send is shown by its form,
 * under the mobile number (`showServerErrors`); a failed resend under the code step's Resend.
 */
function useOtpRequest<TBody>(path: '/auth/send-otp' | '/auth/signup/send-otp', action: OtpAction) {
  return useMutation({
    mutationFn: (body: TBody) => api.post(path, body, { credentialsCheck: true }),
    onSuccess: ({ message }) => {
      toast.success(action === 'send' ? (message ?? MSG.otpSent) : i18n.t('notice.otpResent'));
    },
  });
}

export const useSendLoginOtp = (action: OtpAction) => useOtpRequest<SendOtpBody>('/auth/send-otp', action);
export const useSendSignupOtp = (action: OtpAction) => useOtpRequest<SignupDetails>('/auth/signup/send-otp', action);
