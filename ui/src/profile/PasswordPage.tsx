import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { PageHeading } from './ProfilePanel';

/** A refusal that starts with the API's field name ("origin: …", "new：…") belongs beside
 * that input, without the name. */
export function refusedField(message: string): { field: string; text: string } | undefined {
  const m = /^(origin|new|confirm)\s*[:：]\s*(.+)$/s.exec(message);
  return m ? { field: m[1], text: m[2] } : undefined;
}

/** System Password: the change-password form; the server ends the user's other sessions. */
export function PasswordPage() {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string }>();
  // The server names the refused field (origin, new, confirm): its message shows there.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!next) return setResult({ tone: 'error', text: t('password.empty') });
    if (next !== confirm) return setResult({ tone: 'error', text: t('password.mismatch') });
    setBusy(true);
    setFieldErrors({});
    try {
      await api.changePassword('', origin, next, confirm);
      setResult({ tone: 'success', text: t('password.success') });
      setOrigin(''); setNext(''); setConfirm('');
    } catch (err) {
      const at = err instanceof ApiError && err.kind === 'refused' ? refusedField(err.message) : undefined;
      if (at) {
        setFieldErrors({ [at.field]: at.text });
        setResult(undefined);
      } else {
        setResult({ tone: 'error', text: err instanceof ApiError && err.kind === 'refused' ? err.message : t('common.networkError') });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-md" noValidate>
      <PageHeading title={t('profile.password')} hint={t('profile.passwordHint')} />
      <div className="space-y-4">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField id="pf-origin" label={t('password.current')} type="password" autoComplete="current-password" value={origin} error={fieldErrors.origin} onChange={(e) => setOrigin(e.target.value)} />
        <TextField id="pf-new" label={t('password.next')} type="password" autoComplete="new-password" value={next} error={fieldErrors.new} onChange={(e) => setNext(e.target.value)} />
        <TextField id="pf-confirm" label={t('password.confirm')} type="password" autoComplete="new-password" value={confirm} error={fieldErrors.confirm} onChange={(e) => setConfirm(e.target.value)} />
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" variant="primary" disabled={!origin || busy}>{t('password.save')}</Button>
        </div>
      </div>
    </form>
  );
}
