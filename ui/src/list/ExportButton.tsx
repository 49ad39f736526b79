import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Spinner } from '../components/Spinner';
import { ExportScopeChoice } from './ExportScopeChoice';
import { useExport, type ExportColumns, type ExportScope } from './useExport';

/** Exports every record matching the list's filter in its ordering (no row checked): asks with
 * the list's total first (spec 000 §5); more than 200 go to a background task (§9). */
export function ExportButton({ model, gql, ordering, columns, total }: { model: string; gql: string; ordering: string; columns?: ExportColumns; total?: number }) {
  const { t } = useTranslation();
  const exportRecords = useExport();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scope, setScope] = useState<ExportScope>('view');
  async function run() {
    setAsking(false);
    setBusy(true);
    try {
      await exportRecords(model, gql, ordering, columns, scope);
    } finally {
      setBusy(false);
    }
  }
  const none = total === undefined || total === 0;
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} disabled={none || busy} title={t('list.exportAll')} aria-label={t('list.export')}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50">
        {busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}<span className="hidden sm:inline">{t('list.export')}</span>
      </button>
      {asking && total !== undefined && (
        <ConfirmDialog message={t('list.confirmExport', { count: total })} confirmLabel={t('list.export')} onConfirm={run} onCancel={() => setAsking(false)}>
          <ExportScopeChoice value={scope} onChange={setScope} />
        </ConfirmDialog>
      )}
    </>
  );
}
