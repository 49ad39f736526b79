import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { Button } from '../components/Button';
import { useToasts } from '../components/Toasts';
import type { RecordPartProps } from '../modules/registry';
import { closePublications } from './api';
import { isDone, openPublicationsGql, PUBLICATION_MODEL } from './closedJob';
import './i18n';
import { JOB_MODEL } from './PublishButton';

/** Above a closed job's tabs while boards still advertise it: "This job is closed, but N
 * publications are still open" with Close them (POST /rest/jobboard/close_publications). The
 * publications are counted through the job's Publications tab (metadata: publication_set), so
 * with no board on there is no tab and no banner. */
export default function ClosedJobBanner({ model, record, tabs, onChanged }: RecordPartProps) {
  const { t } = useTranslation();
  const tab = tabs.find((tb) => tb.data_model_name === PUBLICATION_MODEL);
  const done = model === JOB_MODEL && isDone(record.status);
  const [open, setOpen] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!done || !tab?.param) { setOpen(0); return; }
    let live = true;
    api.list(PUBLICATION_MODEL, { gql: openPublicationsGql(tab.param, record.id), page: 1, paginate_by: 1 })
      .then((page) => live && setOpen(page.count), () => live && setOpen(0));
    return () => { live = false; };
  }, [done, tab?.param, record.id, record.version]);
  if (!done || !tab || open === 0) return null;
  async function close() {
    setBusy(true);
    try {
      const n = await closePublications(record.id);
      useToasts.getState().push('success', t('jobboard.closed.done', { count: n }));
      setOpen(0);
      onChanged();
    } catch (e) {
      useToasts.getState().push('error', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div role="status" data-testid="jobboard-closed-banner"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
      <Megaphone className="size-4 shrink-0 text-amber-600" aria-hidden />
      <span className="min-w-0 flex-1">{t('jobboard.closed.banner', { count: open })}</span>
      <Button onClick={() => void close()} disabled={busy} data-testid="jobboard-close-publications">{t('jobboard.closed.close')}</Button>
    </div>
  );
}
