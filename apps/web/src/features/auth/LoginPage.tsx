import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DemoModeNotice } from '../../components/demo-mode/DemoModeNotice';
import { Spinner } from '../../components/ui/Spinner';
import { AuthLayout } from './components/AuthLayout';
import { GoogleSignIn } from './components/GoogleSignIn';
import { type AuthMethod, MethodSwitch } from './components/MethodSwitch';
import { OrDivider } from './components/OrDivider';
import { PasswordLoginForm } from './components/PasswordLoginForm';

/** Most students sign in with a password: the OTP form is fetched when it is chosen, not on the first visit. */
const OtpLoginForm = lazy(async () => ({ default: (await import('./components/OtpLoginForm')).OtpLoginForm }));

export function LoginPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'auth.loginPage' });
  const [method, setMethod] = useState<AuthMethod>('password');
  const location = useLocation();
  // The login guard's notice: the visitor opened a test link (app/guards/return-to.ts).
  const takeTest = (location.state as { notice?: string } | null)?.notice === 'takeTest';

  return (
    <AuthLayout
      title={t('welcomeBack')}
      subtitle={t('signInToContinueYour')}
      footer={
        <>
          {t('donTHaveAnAccount')}{' '}
          <Link
            to="/signup"
            state={location.state}
            className="inline-block py-1 font-semibold text-violet-700 hover:underline"
          >
            {t('signUpNow')}
          </Link>
        </>
      }
    >
      {takeTest && (
        <p role="status" className="mb-4 rounded-lg bg-violet-50 px-3 py-2 text-sm font-medium text-violet-800">
          {t('loginToTakeTest')}
        </p>
      )}
      <DemoModeNotice where="login" className="mb-4" />
      <MethodSwitch label={t('signInMethod')} value={method} onChange={setMethod} />
      {/* Each switch mounts a fresh form, so choosing OTP always opens on the mobile step (SPEC 4). */}
      {method === 'password' ? (
        <PasswordLoginForm />
      ) : (
        <Suspense fallback={<Spinner className="mx-auto my-6 size-6" />}>
          <OtpLoginForm />
        </Suspense>
      )}
      <OrDivider />
      <GoogleSignIn mode="signin" />
    </AuthLayout>
  );
}
