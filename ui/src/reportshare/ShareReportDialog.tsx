import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, ShareEntry } from '../api/types';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { Spinner } from '../components/Spinner';
import { ShareEditor } from '../sidebar/ShareEditor';
import { savedReportsApi } from './api';
import { entriesOf, shareChanges, type RecordShare } from './savedReports';

/** The models of the share targets the editor picks from (as sidebar/ShareEditor names them). */
const TARGET_MODELS: Array<[string, string]> = [['people', 'user'], ['team', 'team'], ['title', 'title']];

/** Shares a saved report with everyone or chosen people, teams and titles, with the share
 * control saved filters use; the shares are the record's own (the engine's share calls), so a
 * share opens the report to its targets as it opens any shared record. */
export function ShareReportDialog({ id, onDone, onCancel }: { id: number; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<RecordShare[]>();
  const [value, setValue] = useState<ShareEntry[]>([]);
  const [names, setNames] = useState<DataRecord>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    savedReportsApi.shares(id).then(async (list) => {
      // The targets' names, so the pickers show who it is shared with (a name that cannot be
      // read shows as its id).
      const named: DataRecord = { id };
      await Promise.all(TARGET_MODELS.map(async ([type, model]) => {
        const ids = list.filter((s) => s.type === type).map((s) => s.value);
        named[`share_${type}`] = await savedReportsApi.names(model, ids).catch(() => []);
      }));
      if (!live) return;
      setNames(named);
      setCurrent(list);
      setValue(entriesOf(list));
    }, (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => { live = false; };
  }, [id]);
  async function save() {
    if (!current) return;
    setBusy(true);
    setError(undefined);
    try {
      const { remove, add } = shareChanges(current, value);
      for (const shareId of remove) await savedReportsApi.unshare(id, shareId);
      for (const target of add) await savedReportsApi.share(id, target);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('reportshare.shareTitle')} submitLabel={t('form.save')} canSubmit={!!current} busy={busy} onSubmit={save} onCancel={onCancel}>
      {error && <Alert tone="error">{error}</Alert>}
      {current ? <ShareEditor value={value} onChange={setValue} names={names} /> : !error && <Spinner />}
      <p className="text-xs text-slate-500">{t('reportshare.shareHint')}</p>
    </FormDialog>
  );
}
