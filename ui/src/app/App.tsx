import { useEffect } from 'react';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { Toasts } from '../components/Toasts';
import { setLang } from '../i18n';
import { useModules } from '../modules/active';
import { Shell } from '../shell/Shell';
import { useSession } from '../stores/session';

/** The route gate: who may see what, before any screen. The modules' gates decide (sign-in,
 * an expired workspace, a forced password change); the first that answers a screen shows it. */
function Gate() {
  const { status, user, config, error, load } = useSession();
  const modules = useModules();
  useEffect(() => { void load(); }, [load]);
  useEffect(() => { if (user) setLang(user.lang); }, [user]);

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'error') return <ErrorState error={error} onRetry={load} />;
  const signedIn = status === 'anonymous' ? undefined : user;
  for (const m of modules) {
    const Screen = m.gate?.({ user: signedIn, config });
    if (Screen) return <Screen />;
  }
  if (!signedIn) return null;
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
