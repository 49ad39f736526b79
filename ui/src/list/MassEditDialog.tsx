import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { FieldMeta, Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { hasInputWidget, inputWidgetFor } from '../widgets/input/registry';

/** The fields a mass edit may set: editable ones with an input widget, unless metadata keeps
 * them out (notmasseditable: values that must differ per record). */
export function massEditable(fields: FieldMeta[]): FieldMeta[] {
  return fields.filter((f) => f.editable !== false && !f.system && !f.notmasseditable && hasInputWidget(f));
}

/** Mass edit: pick a field, give its value, set it on every checked record (all or none). */
export function MassEditDialog({ model, ids, fields, onDone, onCancel }: {
  model: string; ids: number[]; fields: FieldMeta[]; onDone(): void; onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const choices = massEditable(fields);
  const [name, setName] = useState<string>();
  const [value, setValue] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const field = choices.find((f) => f.name === name);
  const Widget = field && inputWidgetFor(field);

  async function save() {
    if (!field) return;
    setBusy(true);
    setError(undefined);
    try {
      await api.massEdit(model, ids, { [field.name]: value ?? null });
      onDone();
    } catch (e) {
      // The refusal names the field and rule; what was typed stays for a correction.
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('list.massEditTitle', { count: ids.length })} submitLabel={t('list.massEditApply', { count: ids.length })}
      canSubmit={!!field} busy={busy} onSubmit={save} onCancel={onCancel}>
      {error && <Alert tone="error">{error}</Alert>}
      <label className="block text-sm font-medium text-slate-700" htmlFor="massedit-field">{t('list.massEditField')}</label>
      <select id="massedit-field" value={name ?? ''} onChange={(e) => { setName(e.target.value || undefined); setValue(undefined); }}
        className="block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600">
        <option value="">{t('list.massEditPick')}</option>
        {choices.map((f) => <option key={f.name} value={f.name}>{f.label_value}</option>)}
      </select>
      {field && Widget && (
        <div>
          <label className="mb-1 block text-sm font-medium text-slate-700" htmlFor="massedit-value">{t('list.massEditValue')}</label>
          <Widget id="massedit-value" field={field} value={value} onChange={setValue} lang={i18n.language as Lang} invalid={!!error} />
        </div>
      )}
    </FormDialog>
  );
}
