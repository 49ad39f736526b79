import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { TextField } from '../components/TextField';
import { cleanName } from './reorder';

/** Asks for a name (required, trimmed) and saves it; the server's refusal shows in the dialog. */
export function NameDialog({ title, submitLabel, initial = '', onSave, onCancel, children }: {
  title: string; submitLabel: string; initial?: string; onSave(name: string): Promise<void>; onCancel(): void; children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const clean = cleanName(name);
  async function save() {
    if (!clean) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSave(clean);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={title} submitLabel={submitLabel} canSubmit={!!clean} busy={busy} onSubmit={save} onCancel={onCancel}>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField id="sidebar-name" label={t('sidebar.name')} value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={100} required />
      {children}
    </FormDialog>
  );
}
