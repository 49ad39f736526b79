// What the add-on takes from the shared job-board module (ui/src/jobboard): the OAuth window,
// the import button and the Publish dropdown's registry. Until that module is merged these are
// written here to its signatures (contract of issue 19); this file is then only re-exports.
import { UserPlus } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../api/client';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { formatRoute } from '../router/hash';
import type { Imported } from './api';

/** Opens the provider's authorize page in a window of its own and waits for its 'closeme'
 * message (or for the window to close), then asks whether the site is bound now. */
export function bindAccount(site: string): Promise<boolean> {
  const callback = `${location.origin}/rest/${site}/bind_callback`;
  const url = `/rest/oauth2/fetch_redirect_url?site=${encodeURIComponent(site)}&callback_url=${encodeURIComponent(callback)}`;
  const win = window.open(url, `bind-${site}`, 'width=720,height=720');
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      get('/rest/jobboard/boards').then(
        (b) => resolve(Boolean((b.list as { site: string; bound: boolean }[] | undefined)?.find((x) => x.site === site)?.bound)),
        () => resolve(false),
      );
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin === location.origin && e.data === 'closeme') { win?.close(); finish(); }
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => { if (!win || win.closed) finish(); }, 500);
  });
}

/** What a publish target's dialog is drawn with: the job, and how to close the dialog. */
export interface PublishDialogProps { job: DataRecord; onClose(): void }
export interface PublishTarget { plugin: string; key: string; labelKey: string; order: number; open?(job: DataRecord): void; Dialog?: ComponentType<PublishDialogProps> }
const targets = new Map<string, PublishTarget>();
export function registerPublishTarget(t: PublishTarget) {
  targets.set(t.key, t);
}

/** The "Import as candidate" button (jobboard's <ImportResume>): then what came of it, with a
 * link to the candidate. */
export function ImportResume({ request }: { site: string; request: () => Promise<Imported> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Imported | null>(null);
  const [error, setError] = useState('');
  async function run() {
    setBusy(true);
    setError('');
    try { setDone(await request()); } catch (e) { setError(e instanceof Error ? e.message : String(e)); } finally { setBusy(false); }
  }
  if (done) {
    return (
      <span role="status" className="inline-flex items-center gap-2 text-sm text-emerald-700">
        {done.created ? t('liepin.imp.created', { name: done.name }) : t('liepin.imp.existing', { name: done.name })}
        <a className="font-medium text-brand-700 hover:underline" href={formatRoute('candidate', 'detail', { id: done.id })}>{t('liepin.imp.open')}</a>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="primary" disabled={busy} onClick={() => void run()}><UserPlus className="size-4" aria-hidden />{t('liepin.imp.button')}</Button>
      {error && <span role="alert" className="text-sm text-red-600">{error}</span>}
    </span>
  );
}
