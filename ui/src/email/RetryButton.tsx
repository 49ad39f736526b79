// Retry on a failed (or held: kept while no mail server was configured) mail's row of the e-mail list: sends it again (the server lets only its
// sender or an admin) and reloads the list, where it shows queued, then sent.
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailApi } from '../api/emailEndpoints';
import type { DataRecord } from '../api/types';
import { useToasts } from '../components/Toasts';

export function RetryButton({ row, onDone }: { row: DataRecord; onDone(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [busy, setBusy] = useState(false);
  if (row.status !== 'failed' && row.status !== 'held') return null;
  async function retry() {
    setBusy(true);
    try { await emailApi.retry(row.id); push('success', t('email.outbox.retried')); onDone(); } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    } finally { setBusy(false); }
  }
  return (
    <button type="button" disabled={busy} title={typeof row.error === 'string' ? row.error : undefined}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
      onClick={() => void retry()}>
      <RefreshCw className={`size-3.5 ${busy ? 'animate-spin' : ''}`} aria-hidden />{t('email.retry')}
    </button>
  );
}
