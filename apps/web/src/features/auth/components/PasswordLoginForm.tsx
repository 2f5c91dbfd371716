import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, FieldError, inputClass, PasswordInput } from '../../../components/ui/Field';
import { showServerErrors } from '../../../lib/form-server-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { usePasswordLogin } from '../api';
import { mobileInputProps } from '../input-props';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.passwordLoginResolver));

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const login = usePasswordLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { mobile: '', password: '' } });
  // SPEC 5: one message when either field is blank; the server's answer (wrong credentials) goes in the same place.
  const error = errors.mobile?.message ?? errors.password?.message ?? errors.root?.server?.message;
  const submit = handleSubmit((body) =>
    login.mutate(body, {
      onError: (failure) => showServerErrors(failure, setError, ['mobile', 'password'], t('fail.login')),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id="login-mobile" label={t('auth.passwordLoginForm.mobileNumber')}>
        <input
          id="login-mobile"
          {...mobileInputProps}
          placeholder={t('auth.mobilePlaceholder')}
          {...register('mobile')}
          {...errorAria('login', error)}
          className={inputClass}
        />
      </Field>
      <Field id="login-password" label={t('auth.passwordLoginForm.password')}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder={t('auth.passwordLoginForm.yourPassword')}
          {...register('password')}
          {...errorAria('login', error)}
        />
      </Field>
      <FieldError id="login-error" message={error} />
      <Button
        type="submit"
        pending={login.isPending}
        pendingText={t('auth.passwordLoginForm.signingIn')}
        className="w-full"
      >
        {t('auth.passwordLoginForm.signIn')}
      </Button>
    </form>
  );
}
