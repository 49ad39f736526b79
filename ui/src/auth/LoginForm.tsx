import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { readCookie } from '../api/csrf';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { loginErrorLines } from './loginError';
import { goAfterLogin } from './goAfterLogin';
import { AuthHeading } from './AuthLayout';

/** hl_email is set by the server when the user asked to be remembered. */
const REMEMBERED_EMAIL_COOKIE = 'hl_email';

/** agreement: the tenant's terms; when set, signing in waits until the user ticks them. */
export function LoginForm({ onForgot, showForgot, agreement }: { onForgot(): void; showForgot: boolean; agreement?: string }) {
  const { t } = useTranslation();
  const remembered = readCookie(REMEMBERED_EMAIL_COOKIE) ?? '';
  const [email, setEmail] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== '');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (agreement && !agreed) return; // Enter in a field must not get past the unticked terms
    setBusy(true);
    setError([]);
    try {
      const next = new URLSearchParams(window.location.search).get('next') ?? undefined;
      const answer = await api.login(email.trim(), password, remember, next);
      await goAfterLogin(answer.data);
    } catch (err) {
      setPassword(''); // a refused password is cleared, as the spec asks
      setError(loginErrorLines(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <AuthHeading title={t('login.title')} hint={t('login.subtitle')} />
      {error.length > 0 && <Alert tone="error">{error.map((l) => <p key={l}>{l}</p>)}</Alert>}
      <TextField id="login-email" label={t('login.email')} type="email" autoComplete="username" required
        value={email} onChange={(e) => setEmail(e.target.value)} autoFocus={!remembered} />
      <TextField id="login-password" label={t('login.password')} type="password" autoComplete="current-password" required
        value={password} onChange={(e) => setPassword(e.target.value)} autoFocus={remembered !== ''} />
      <div className="flex items-center justify-between">
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)}
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
          {t('login.remember')}
        </label>
        {showForgot && (
          <button type="button" onClick={onForgot} className="text-sm font-medium text-brand-600 hover:text-brand-700">{t('login.forgot')}</button>
        )}
      </div>
      {agreement && (
        <label className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600 ring-1 ring-inset ring-slate-200">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
          <span className="whitespace-pre-line">{agreement}</span>
        </label>
      )}
      <Button type="submit" variant="primary" className="w-full py-2.5" disabled={busy || !email || !password || (!!agreement && !agreed)}>
        {busy ? t('login.signingIn') : t('login.signIn')}
      </Button>
    </form>
  );
}
