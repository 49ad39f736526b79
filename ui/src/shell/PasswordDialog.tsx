import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';

/** Password change from the user menu; the server ends the user's other sessions. */
export function PasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [origin, setOrigin] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string }>();
  useEffect(() => { ref.current?.showModal(); }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!next) return setResult({ tone: 'error', text: t('password.empty') });
    if (next !== confirm) return setResult({ tone: 'error', text: t('password.mismatch') });
    try {
      await api.changePassword('', origin, next, confirm);
      setResult({ tone: 'success', text: t('password.success') });
      setTimeout(onClose, 1200);
    } catch (err) {
      setResult({ tone: 'error', text: err instanceof ApiError && err.kind === 'refused' ? err.message : t('common.networkError') });
    }
  }

  return (
    <dialog ref={ref} onCancel={onClose} className="m-auto w-full max-w-sm rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <form onSubmit={submit} className="space-y-4 p-6" noValidate>
        <h2 className="text-lg font-semibold text-slate-900">{t('header.changePassword')}</h2>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField id="dlg-origin" label={t('password.current')} type="password" autoComplete="current-password" value={origin} onChange={(e) => setOrigin(e.target.value)} autoFocus />
        <TextField id="dlg-new" label={t('password.next')} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        <TextField id="dlg-confirm" label={t('password.confirm')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={!origin}>{t('password.save')}</Button>
        </div>
      </form>
    </dialog>
  );
}
