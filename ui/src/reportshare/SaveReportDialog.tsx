import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { TextField } from '../components/TextField';

/** Asks for a saved report's name. The name is required: saving without one says so under
 * the field ('This field is required'); the server's refusal shows in the dialog. With
 * canReplace (the user's own saved report is open) it changes that one unless he asks for a
 * new one. */
export function SaveReportDialog({ initial = '', canReplace = false, onSave, onCancel }: {
  initial?: string; canReplace?: boolean; onSave(name: string, asNew: boolean): Promise<void>; onCancel(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [asNew, setAsNew] = useState(!canReplace);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const clean = name.trim();
  async function save() {
    setTried(true);
    if (!clean) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSave(clean, asNew);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('reportshare.saveTitle')} submitLabel={t('form.save')} canSubmit busy={busy} onSubmit={save} onCancel={onCancel}>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField id="reportshare-name" label={t('reportshare.name')} value={name} maxLength={100} autoFocus
        onChange={(e) => setName(e.target.value)} error={tried && !clean ? t('form.required') : undefined} />
      {canReplace && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={asNew} onChange={(e) => setAsNew(e.target.checked)} className="accent-brand-600" />
          {t('reportshare.saveAsNew')}
        </label>
      )}
      <p className="text-xs text-slate-500">{t('reportshare.saveHint')}</p>
    </FormDialog>
  );
}
