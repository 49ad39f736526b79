// What every screen of the add-on shows in place of itself while the user has no account on
// the board: 'Account not bound' and a way to bind (jobboard's OAuth window).
import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useToasts } from '../../components/Toasts';
import '../messages';
import { PopupBlockedError } from '../board';
import { useBinding } from './binding';

export function NotBound({ onBound }: { onBound?(): void }) {
  const { t } = useTranslation();
  const bind = useBinding((s) => s.bind);
  const push = useToasts((s) => s.push);
  const [busy, setBusy] = useState(false);
  // Said here, not in a toast: inside the publish modal a toast would sit under its backdrop.
  const [error, setError] = useState('');
  async function start() {
    setBusy(true);
    setError('');
    try {
      if (await bind()) {
        push('success', t('hunterboard.bound'));
        onBound?.();
      }
    } catch (e) {
      setError(e instanceof PopupBlockedError ? t('jobboard.bind.blocked') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center" data-testid="hunterboard-not-bound">
      <div className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Link2Off className="size-6" aria-hidden />
      </div>
      <h2 className="text-base font-semibold text-slate-900">{t('hunterboard.notBound')}</h2>
      <p className="max-w-sm text-sm text-slate-500">{t('hunterboard.notBoundHint')}</p>
      <Button variant="primary" disabled={busy} onClick={() => void start()}>{busy ? t('hunterboard.binding') : t('hunterboard.bind')}</Button>
      {error && <p role="alert" className="max-w-sm text-sm text-red-600">{error}</p>}
    </div>
  );
}
