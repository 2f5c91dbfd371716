import { MSG, type SignupDetails } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { i18n } from '../../i18n';
import { showServerErrors } from '../../lib/form-server-errors';
import { useTargetExams } from '../../lib/target-exams';
import { useSendSignupOtp, useStudentSignup, useVerifySignupOtp } from './api';
import { AuthLayout } from './components/AuthLayout';
import { GoogleSignIn } from './components/GoogleSignIn';
import { type AuthMethod, MethodSwitch } from './components/MethodSwitch';
import { OrDivider } from './components/OrDivider';
import { OtpCodeForm } from './components/OtpCodeForm';
import { SIGNUP_FIELDS, SignupForm, useSignupForm } from './components/SignupForm';
import { useOtpStep } from './use-otp-step';

/** SPEC 2.3: the form view, then for the OTP method the code view; switching method returns to the form. */
export function SignupPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'auth.signupPage' });
  const [method, setMethod] = useState<AuthMethod>('password');
  const location = useLocation();
  const exams = useTargetExams();
  const form = useSignupForm(method === 'password');
  const step = useOtpStep<SignupDetails>();
  const signup = useStudentSignup();
  const send = useSendSignupOtp('send');
  const resend = useSendSignupOtp('resend');
  const verify = useVerifySignupOtp();

  function switchMethod(next: AuthMethod) {
    setMethod(next);
    step.back();
    form.clearErrors();
  }

  const submit = form.handleSubmit(({ password, ...details }) => {
    const showErrors = (error: unknown, fallback: string) =>
      showServerErrors(error, form.setError, SIGNUP_FIELDS, fallback);
    if (method === 'password') {
      signup.mutate({ ...details, password: password ?? '' }, { onError: (e) => showErrors(e, i18n.t('fail.signup')) });
      return;
    }
    const callbacks = step.sendCallbacks(details);
    send.mutate(details, {
      ...callbacks,
      onError: (error) => {
        callbacks.onError(error);
        showErrors(error, MSG.fail.sendOtp);
      },
    });
  });

  const details = step.sentFor;
  return (
    <AuthLayout
      title={t('createYourAccount')}
      subtitle={t('joinThousandsOfStudentsPreparing')}
      footer={
        <>
          {t('alreadyHaveAnAccount')}{' '}
          <Link
            to="/login"
            state={location.state}
            className="inline-block py-1 font-semibold text-violet-700 hover:underline"
          >
            {t('signIn')}
          </Link>
        </>
      }
    >
      <MethodSwitch label={t('signupMethod')} value={method} onChange={switchMethod} />
      {details ? (
        <OtpCodeForm
          mobile={details.mobile}
          onVerify={(otp) => verify.mutate({ mobile: details.mobile, otp })}
          verifying={verify.isPending}
          verifyError={verify.error}
          onResend={() => resend.mutate(details, step.sendCallbacks(details))}
          resending={resend.isPending}
          resendError={resend.error}
          secondsLeft={step.secondsLeft}
          onBack={step.back}
          backLabel={t('backToSignupForm')}
        />
      ) : (
        <SignupForm
          form={form}
          withPassword={method === 'password'}
          exams={exams.data ?? []}
          examsLoading={exams.isPending}
          onSubmit={submit}
          pending={signup.isPending || send.isPending}
        />
      )}
      <OrDivider />
      <GoogleSignIn mode="signup" />
    </AuthLayout>
  );
}
