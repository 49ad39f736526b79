import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { AuthHeading } from './AuthLayout';

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string }>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(undefined);
    try {
      await api.forgetPassword(email.trim());
      setResult({ tone: 'success', text: t('login.resetSent', { email: email.trim() }) });
    } catch (err) {
      const refused = err instanceof ApiError && err.kind === 'refused';
      setResult({ tone: 'error', text: refused ? err.message : t('common.networkError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <AuthHeading title={t('login.forgotTitle')} hint={t('login.forgotHint')} />
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <TextField id="forgot-email" label={t('login.email')} type="email" autoComplete="username" required autoFocus
        value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="primary" className="w-full py-2.5" disabled={busy || !email}>{t('login.send')}</Button>
      <button type="button" onClick={onBack} className="flex w-full items-center justify-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />{t('login.backToSignIn')}
      </button>
    </form>
  );
}
