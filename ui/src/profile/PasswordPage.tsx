import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { PageHeading } from './ProfilePanel';

/** System Password: the change-password form; the server ends the user's other sessions. */
export function PasswordPage() {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string }>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!next) return setResult({ tone: 'error', text: t('password.empty') });
    if (next !== confirm) return setResult({ tone: 'error', text: t('password.mismatch') });
    setBusy(true);
    try {
      await api.changePassword('', origin, next, confirm);
      setResult({ tone: 'success', text: t('password.success') });
      setOrigin(''); setNext(''); setConfirm('');
    } catch (err) {
      setResult({ tone: 'error', text: err instanceof ApiError && err.kind === 'refused' ? err.message : t('common.networkError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-md" noValidate>
      <PageHeading title={t('profile.password')} hint={t('profile.passwordHint')} />
      <div className="space-y-4">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField id="pf-origin" label={t('password.current')} type="password" autoComplete="current-password" value={origin} onChange={(e) => setOrigin(e.target.value)} />
        <TextField id="pf-new" label={t('password.next')} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        <TextField id="pf-confirm" label={t('password.confirm')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" variant="primary" disabled={!origin || busy}>{t('password.save')}</Button>
        </div>
      </div>
    </form>
  );
}
