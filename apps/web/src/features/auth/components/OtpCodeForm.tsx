import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, FieldError, inputClass } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { otpInputProps } from '../input-props';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.otpCodeResolver));

type Props = {
  mobile: string;
  onVerify: (otp: string) => void;
  verifying: boolean;
  /** The last verify's failure, shown under the code. */
  verifyError: Error | null;
  onResend: () => void;
  resending: boolean;
  /** The last resend's failure, shown under Resend. */
  resendError: Error | null;
  /** Resend stays disabled while this is above 0 (SPEC 4). */
  secondsLeft: number;
  onBack: () => void;
  backLabel: string;
};

/** The code step of OTP login and OTP signup. */
export function OtpCodeForm({
  mobile,
  onVerify,
  verifying,
  verifyError,
  onResend,
  resending,
  resendError,
  secondsLeft,
  onBack,
  backLabel,
}: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { otp: '' } });
  const codeError = errors.otp?.message ?? (verifyError ? errorMessage(verifyError, t('fail.verifyOtp')) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(({ otp }) => onVerify(otp))} className="space-y-4">
      <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-800">
        {t('auth.otpCodeForm.enterTheCodeSentTo')} <span className="font-semibold">+91 {mobile}</span>
      </p>
      <Field id="otp-code" label={t('auth.otpCodeForm.otp')} error={codeError}>
        <input
          id="otp-code"
          {...otpInputProps}
          placeholder={t('auth.otpPlaceholder')}
          {...register('otp')}
          // biome-ignore lint/a11y/noAutofocus: the code field is the only thing to do on this step
          autoFocus
          {...errorAria('otp-code', codeError)}
          className={`${inputClass} text-center text-lg tracking-[0.5em] placeholder:tracking-normal`}
        />
      </Field>
      <Button type="submit" pending={verifying} pendingText={t('auth.otpCodeForm.verifying')} className="w-full">
        {t('auth.otpCodeForm.verifyOtp')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm whitespace-nowrap">
        <button type="button" onClick={onBack} className="font-medium text-slate-600 hover:text-violet-700">
          ← {backLabel}
        </button>
        <Button
          variant="ghost"
          className="ml-auto"
          onClick={onResend}
          disabled={secondsLeft > 0}
          pending={resending}
          pendingText={t('auth.otpCodeForm.resending')}
        >
          {secondsLeft > 0 ? t('auth.otpCodeForm.resendInS', { secondsLeft }) : t('auth.otpCodeForm.resend')}
        </Button>
      </div>
      <FieldError message={resendError ? errorMessage(resendError, t('fail.resendOtp')) : undefined} />
    </form>
  );
}
