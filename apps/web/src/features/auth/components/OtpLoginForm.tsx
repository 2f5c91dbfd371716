import { MSG } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { showServerErrors } from '../../../lib/form-server-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSendLoginOtp, useVerifyLoginOtp } from '../api';
import { mobileInputProps } from '../input-props';
import { useOtpStep } from '../use-otp-step';
import { OtpCodeForm } from './OtpCodeForm';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.sendOtpResolver));

/** OTP login: the mobile step, then the code step (SPEC 2.2, 4 "Login screen"). */
export function OtpLoginForm() {
  const { t } = useTranslation();
  const step = useOtpStep<string>();
  const send = useSendLoginOtp('send');
  const resend = useSendLoginOtp('resend');
  const verify = useVerifyLoginOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { mobile: '' } });
  const sendCode = handleSubmit((body) => {
    const callbacks = step.sendCallbacks(body.mobile);
    send.mutate(body, {
      ...callbacks,
      onError: (failure) => {
        callbacks.onError(failure);
        showServerErrors(failure, setError, ['mobile'], MSG.fail.sendOtp);
      },
    });
  });

  const mobile = step.sentFor;
  if (mobile) {
    return (
      <OtpCodeForm
        mobile={mobile}
        onVerify={(otp) => verify.mutate({ mobile, otp })}
        verifying={verify.isPending}
        verifyError={verify.error}
        onResend={() => resend.mutate({ mobile }, step.sendCallbacks(mobile))}
        resending={resend.isPending}
        resendError={resend.error}
        secondsLeft={step.secondsLeft}
        onBack={step.back}
        backLabel={t('auth.otpLoginForm.backToMobileNumber')}
      />
    );
  }

  return (
    <form noValidate onSubmit={sendCode} className="space-y-4">
      <Field
        id="otp-mobile"
        label={t('auth.otpLoginForm.mobileNumber')}
        error={errors.mobile?.message ?? errors.root?.server?.message}
      >
        <input
          id="otp-mobile"
          {...mobileInputProps}
          placeholder={t('auth.mobilePlaceholder')}
          {...register('mobile')}
          {...errorAria('otp-mobile', errors.mobile ?? errors.root?.server)}
          className={inputClass}
        />
      </Field>
      <Button type="submit" pending={send.isPending} pendingText={t('auth.otpLoginForm.sendingOtp')} className="w-full">
        {t('auth.otpLoginForm.sendOtp')}
      </Button>
    </form>
  );
}
