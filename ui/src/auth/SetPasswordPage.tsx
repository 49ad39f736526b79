import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { useSession } from '../stores/session';
import { AuthHeading, AuthLayout } from './AuthLayout';

/** The forced password change (first sign-in, or an administrator asked for it). Reset links
 * from e-mails are answered by the server's own /set-password page, which needs no session. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function signOut() {
    await api.logout().catch(() => {});
    useSession.getState().signedOut();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!next) return setError(t('password.empty'));
    if (next !== confirm) return setError(t('password.mismatch'));
    setBusy(true);
    setError('');
    try {
      await api.changePassword('', origin, next, confirm);
      await useSession.getState().load();
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'refused' ? err.message : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <AuthHeading title={t('password.title')} hint={t('password.forcedHint')} />
        {error && <Alert tone="error">{error}</Alert>}
        <TextField id="pw-origin" label={t('password.current')} type="password" autoComplete="current-password" required autoFocus value={origin} onChange={(e) => setOrigin(e.target.value)} />
        <TextField id="pw-new" label={t('password.next')} type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
        <TextField id="pw-confirm" label={t('password.confirm')} type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" variant="primary" className="w-full py-2.5" disabled={busy || !origin}>{t('password.save')}</Button>
        <button type="button" onClick={signOut} className="w-full text-center text-sm font-medium text-slate-500 hover:text-slate-800">{t('common.signOut')}</button>
      </form>
    </AuthLayout>
  );
}
