import { zodResolver } from '@hookform/resolvers/zod';
import { signupForm } from '@mockprep/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TargetExamsField } from '../../../components/target-exams/TargetExamsField';
import { Button } from '../../../components/ui/Button';
import type { ExamOption } from '../../../components/ui/ExamMultiSelect';
import { errorAria, Field, FieldError, inputClass, PasswordInput } from '../../../components/ui/Field';
import { InputField } from '../../../components/ui/InputField';
import { mobileInputProps } from '../input-props';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** The signup form's state; it lives in the page so that it survives the trip to the OTP view and back. */
export function useSignupForm(withPassword: boolean) {
  const schema = useMemo(() => signupForm(withPassword), [withPassword]);
  return useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', mobile: '', email: '', password: '', targetExams: [] },
  });
}
export type SignupFormApi = ReturnType<typeof useSignupForm>;
/** The fields a refused signup can name (the server's field errors go under them). */
export const SIGNUP_FIELDS = ['name', 'mobile', 'email', 'password', 'targetExams'] as const;

type Props = {
  form: SignupFormApi;
  withPassword: boolean;
  exams: ExamOption[];
  examsLoading: boolean;
  onSubmit: () => void;
  pending: boolean;
};

export function SignupForm({ form, withPassword, exams, examsLoading, onSubmit, pending }: Props) {
  const { t } = useTranslation();
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <InputField
        id="signup-name"
        label={t('auth.signupForm.fullName')}
        autoComplete="name"
        placeholder={t('auth.signupForm.yourFullName')}
        error={errors.name?.message}
        {...register('name')}
      />
      <Field id="signup-mobile" label={t('auth.signupForm.mobileNumber')} error={errors.mobile?.message}>
        <input
          id="signup-mobile"
          {...mobileInputProps}
          placeholder={t('auth.mobilePlaceholder')}
          {...register('mobile')}
          {...errorAria('signup-mobile', errors.mobile)}
          className={inputClass}
        />
      </Field>
      <InputField
        id="signup-email"
        label={t('auth.signupForm.email')}
        optional
        type="email"
        autoComplete="email"
        placeholder={t('auth.signupForm.youExampleCom')}
        error={errors.email?.message}
        {...register('email')}
      />
      {withPassword && (
        <Field
          id="signup-password"
          label={t('auth.signupForm.password')}
          error={errors.password?.message}
          hint={<PasswordStrengthMeter password={watch('password') ?? ''} />}
        >
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder={t('auth.signupForm.atLeast6Characters')}
            {...register('password')}
            {...errorAria('signup-password', errors.password)}
          />
        </Field>
      )}
      <TargetExamsField control={control} name="targetExams" options={exams} loading={examsLoading} />
      <FieldError id="signup-error" message={errors.root?.server?.message} />
      <Button
        type="submit"
        pending={pending}
        pendingText={withPassword ? t('auth.signupForm.creatingAccount') : t('auth.signupForm.sendingOtp')}
        className="w-full"
      >
        {withPassword ? t('auth.signupForm.createAccount') : t('auth.signupForm.sendOtp')}
      </Button>
    </form>
  );
}
