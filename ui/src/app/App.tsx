import { useEffect } from 'react';
import { ExpiredPage } from '../auth/ExpiredPage';
import { LoginPage } from '../auth/LoginPage';
import { SetPasswordPage } from '../auth/SetPasswordPage';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { Toasts } from '../components/Toasts';
import { setLang } from '../i18n';
import { Shell } from '../shell/Shell';
import { isSubUser, useSession } from '../stores/session';

/** The route gate: who may see what, before any screen. */
function Gate() {
  const { status, user, config, error, load } = useSession();
  useEffect(() => { void load(); }, [load]);
  useEffect(() => { if (user) setLang(user.lang); }, [user]);

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'error') return <ErrorState error={error} onRetry={load} />;
  if (status === 'anonymous' || !user) return <LoginPage />;
  if (config?.system_expired) return <ExpiredPage />;
  if ((user.firstLogin || user.changePassword) && !isSubUser(user)) return <SetPasswordPage />;
  return <Shell />;
}

export function App() {
  return (
    <>
      <Gate />
      <Toasts />
    </>
  );
}
