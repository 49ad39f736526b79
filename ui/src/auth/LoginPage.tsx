import { useState } from 'react';
import { useSession } from '../stores/session';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  // The tenant can hide the reset link; before sign-in the config is unknown, so show it.
  const hideForgot = useSession((s) => s.config?.hide_forget_password ?? false);
  return (
    <AuthLayout>
      {mode === 'login'
        ? <LoginForm showForgot={!hideForgot} onForgot={() => setMode('forgot')} />
        : <ForgotPasswordForm onBack={() => setMode('login')} />}
    </AuthLayout>
  );
}
