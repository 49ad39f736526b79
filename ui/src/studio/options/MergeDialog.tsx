import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import type { OptionListInfo } from '../../api/optionTypes';
import { Alert } from '../../components/Alert';
import { FormDialog } from '../../components/FormDialog';
import type { Row } from './editorState';

/** Removing an option records still hold: its records move to another option first
 * (POST /rest/options/delete_after_remove), in one transaction on the server. */
export function MergeDialog({ list, row, count, targets, label, onDone, onCancel }: {
  list: OptionListInfo; row: Row; count: number; targets: Row[]; label(r: Row): string;
  onDone(next: OptionListInfo, moved: number): void; onCancel(): void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      const { list: next, moved } = await api.deleteAfterRemove(list.key, list.version, row.oldCode, target);
      onDone(next, moved);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('settings.options.mergeTitle', { name: label(row) })} submitLabel={t('settings.options.mergeSubmit')}
      canSubmit={!!target} busy={busy} onSubmit={() => void submit()} onCancel={onCancel}>
      <p className="text-sm text-slate-600">{t('settings.options.mergeBody', { count, name: label(row) })}</p>
      <label className="block text-sm font-medium text-slate-700">
        {t('settings.options.mergeTo')}
        <select value={target} onChange={(e) => setTarget(e.target.value)} required autoFocus
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200">
          <option value="">{t('form.none')}</option>
          {targets.map((r) => <option key={r.id} value={r.oldCode}>{label(r)} ({r.oldCode})</option>)}
        </select>
      </label>
      {error && <Alert tone="error">{error}</Alert>}
    </FormDialog>
  );
}
