import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMeta, ModelMeta } from '../api/types';
import { Button } from '../components/Button';
import { FormDialog } from '../components/FormDialog';
import { useToasts } from '../components/Toasts';
import { useUserConfig } from '../stores/userConfig';
import { columnChoices, columnsKey, moveBy } from './columns';

/** The columns editor (spec 001 §2), for the user's own columns: tick the fields to show, order
 * them, "Save and Use"; Reset goes back to the model's list view. */
export function ColumnsButton({ model, meta, current, personal }: { model: string; meta: ModelMeta; current: FieldMeta[]; personal: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} title={t('columns.title')} aria-label={t('columns.title')}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900">
        <Columns3 className="size-4" aria-hidden /><span className="hidden sm:inline">{t('columns.button')}</span>
      </button>
      {open && <ColumnsDialog model={model} meta={meta} current={current} personal={personal} onClose={() => setOpen(false)} />}
    </>
  );
}

function ColumnsDialog({ model, meta, current, personal, onClose }: { model: string; meta: ModelMeta; current: FieldMeta[]; personal: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const save = useUserConfig((s) => s.set);
  const shown = new Set(current.map((f) => f.name));
  // The shown columns first, in their order, then the others in the model's order.
  const [rows, setRows] = useState(() => [
    ...current.map((f) => ({ field: f, on: true })),
    ...columnChoices(meta).filter((f) => !shown.has(f.name)).map((f) => ({ field: f, on: false })),
  ]);
  const [busy, setBusy] = useState(false);

  async function store(value: string[] | null) {
    setBusy(true);
    try {
      await save(columnsKey(model), value);
      push('success', value ? t('columns.saved') : t('columns.reset'));
      onClose();
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  const chosen = rows.filter((r) => r.on).map((r) => r.field.name);
  return (
    <FormDialog title={t('columns.title')} submitLabel={t('columns.saveAndUse')} canSubmit={chosen.length > 0} busy={busy}
      onSubmit={() => void store(chosen)} onCancel={onClose}>
      <p className="text-sm text-slate-500">{t('columns.hint')}</p>
      <ul className="max-h-[50vh] divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
        {rows.map((r, i) => (
          <li key={r.field.name} className="flex items-center gap-2 px-3 py-1.5">
            <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={r.on} onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, on: e.target.checked } : x)))}
                className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
              <span className="truncate">{r.field.label_value}</span>
            </label>
            <button type="button" onClick={() => setRows(moveBy(rows, i, -1))} disabled={i === 0} aria-label={t('columns.up', { name: r.field.label_value })}
              className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30"><ArrowUp className="size-4" aria-hidden /></button>
            <button type="button" onClick={() => setRows(moveBy(rows, i, 1))} disabled={i === rows.length - 1} aria-label={t('columns.down', { name: r.field.label_value })}
              className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30"><ArrowDown className="size-4" aria-hidden /></button>
          </li>
        ))}
      </ul>
      {personal && <Button onClick={() => void store(null)} disabled={busy}>{t('columns.resetButton')}</Button>}
    </FormDialog>
  );
}
