import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from './components/AuthLayout';
import { GoogleSignIn } from './components/GoogleSignIn';
import { type AuthMethod, MethodTabs } from './components/MethodTabs';
import { OrDivider } from './components/OrDivider';
import { OtpLoginForm } from './components/OtpLoginForm';
import { PasswordLoginForm } from './components/PasswordLoginForm';

export function LoginPage() {
  const [method, setMethod] = useState<AuthMethod>('password');
  const location = useLocation();

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to continue your preparation."
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/signup" state={location.state} className="font-semibold text-violet-700 hover:underline">
            Sign up now
          </Link>
        </>
      }
    >
      <MethodTabs label="Sign-in method" value={method} onChange={setMethod} />
      {/* Each switch mounts a fresh form, so the OTP tab always opens on the mobile step (SPEC 4). */}
      {method === 'password' ? <PasswordLoginForm /> : <OtpLoginForm />}
      <OrDivider />
      <GoogleSignIn mode="signin" />
    </AuthLayout>
  );
}
