import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { SystemConfig } from '../api/types';
import { useSession } from '../stores/session';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

/** The sign-in page's part of the tenant configuration, which the server answers without a session. */
function useSignInConfig(): SystemConfig | undefined {
  const known = useSession((s) => s.config);
  const [config, setConfig] = useState<SystemConfig | undefined>(known);
  useEffect(() => {
    let stale = false;
    // Without it the page still works with the defaults (no agreement, built-in background).
    api.config().then((c) => { if (!stale) setConfig(c); }, () => {});
    return () => { stale = true; };
  }, []);
  return config;
}

export function LoginPage() {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const config = useSignInConfig();
  const hideForgot = config?.hide_forget_password ?? false;
  return (
    <AuthLayout background={config?.login_background ?? undefined} icpRecord={config?.icp_record?.trim() || undefined}>
      {mode === 'login'
        ? <LoginForm showForgot={!hideForgot} onForgot={() => setMode('forgot')} agreement={config?.login_agreement ?? undefined} />
        : <ForgotPasswordForm onBack={() => setMode('login')} />}
    </AuthLayout>
  );
}
