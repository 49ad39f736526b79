import { Columns3, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { FieldMeta, ModelMeta, SuffixInfo, ViewGroup } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormDialog } from '../components/FormDialog';
import { useToasts } from '../components/Toasts';
import { useModelMeta } from '../stores/modelMeta';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { useUserConfig } from '../stores/userConfig';
import { columnsKey, defaultColumns, editorRows } from './columns';
import { NewViewForm } from './columnsEditor/NewViewForm';
import { SortableColumns, type ColumnRow } from './columnsEditor/SortableColumns';
import { ViewRadios } from './columnsEditor/ViewRadios';
import { canDeleteView, canSaveView } from './views';

interface Props {
  model: string;
  /** The list's metadata: its suffixes are the views offered. */
  meta: ModelMeta;
  /** The view the list shows, and its columns as shown. */
  suffix: string;
  current: FieldMeta[];
  /** The columns shown are the user's own from before views (columns.{model}). */
  legacy: boolean;
  /** Shows the view in the list (and remembers it). */
  onUse(code: string): void;
}

/** The columns editor (spec 001 §2): pick a view, tick and order its columns, Save and Use;
 * Delete a view; create a new one. */
export function ColumnsButton(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} title={t('columns.title')} aria-label={t('columns.title')}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900">
        <Columns3 className="size-4" aria-hidden /><span className="hidden sm:inline">{t('columns.button')}</span>
      </button>
      {open && <ColumnsDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The rows being edited and where they came from: fromLegacy marks the user's columns from
 * before views, which saving them into a view retires. */
interface Editing { rows: ColumnRow[]; baseline: string[]; fromLegacy: boolean }

const names = (rows: ColumnRow[]) => rows.filter((r) => r.on).map((r) => r.field.name);
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function ColumnsDialog({ model, meta, suffix, current, legacy, onUse, onClose }: Props & { onClose(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const user = useSession((s) => s.user);
  const viewer = { id: user?.id, isAdmin: !!user?.isAdmin };
  const setConfig = useUserConfig((s) => s.set);
  const refresh = useModelMeta((s) => s.refresh);
  const [view, setView] = useState(suffix);
  const [editing, setEditing] = useState<Editing | undefined>(() => {
    const rows = editorRows(meta, current);
    return { rows, baseline: names(rows), fromLegacy: legacy };
  });
  // Refusals and, while the dialog stays open, what was done: toasts would sit under the modal.
  const [message, setMessage] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reasonId = useId();

  // Another view's columns come from its own metadata.
  const { meta: viewMeta, error: viewError } = useModel(model, view);
  useEffect(() => {
    if (!editing && viewMeta) {
      const rows = editorRows(viewMeta, defaultColumns(viewMeta));
      setEditing({ rows, baseline: names(rows), fromLegacy: false });
    }
  }, [editing, viewMeta]);

  const suffixes = meta.suffixes ?? [];
  const selected: SuffixInfo = suffixes.find((s) => s.code === view) ?? { code: '', value: 'Default', group: -99, deletable: false };
  const mayDelete = canDeleteView(selected);
  const maySave = canSaveView(selected, viewer);
  const chosen = editing ? names(editing.rows) : [];
  const dirty = !!editing && chosen.join() !== editing.baseline.join();

  function pick(code: string) {
    setMessage(undefined);
    setNotice(undefined);
    setView(code);
    setEditing(undefined);
  }

  /** Runs a server call, showing its refusal (403, 400) in the dialog; answers whether it worked. */
  async function attempt(work: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setMessage(undefined);
    setNotice(undefined);
    try {
      await work();
      return true;
    } catch (e) {
      setMessage(messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const saveAndUse = () => attempt(async () => {
    if (maySave) {
      await api.saveListColumns(model, view, chosen, '', (viewMeta ?? meta).view_versions?.list);
      // The user's old own columns now live in a view: stop showing them over Default.
      if (editing?.fromLegacy) await setConfig(columnsKey(model), null);
      await refresh(model);
      push('success', t('views.saved', { name: selected.value }));
    }
    onUse(view);
    onClose();
  });

  // A new view starts with the columns being edited, so a choice becomes a view in one go.
  const create = (name: string, group: ViewGroup) => attempt(async () => {
    const made = await api.addView(model, name, group);
    await refresh(model);
    setView(made.code);
    setEditing((e) => e && { ...e, baseline: [] });
    setNotice(t('views.created', { name: made.value }));
  });

  const remove = () => attempt(async () => {
    setConfirmDelete(false);
    await api.deleteView(model, view);
    await refresh(model);
    if (view === suffix) onUse('');
    pick('');
    setNotice(t('views.deleted', { name: selected.value }));
  });

  const resetLegacy = () => attempt(async () => {
    await setConfig(columnsKey(model), null);
    push('success', t('columns.reset'));
    onClose();
  });

  const deleteReason = view === '' ? t('views.defaultUndeletable') : mayDelete ? undefined : t('views.notDeletable');
  const deleteButton = (
    <>
      <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={busy || !mayDelete} title={deleteReason} aria-describedby={deleteReason ? reasonId : undefined}>
        <Trash2 className="size-4" aria-hidden />{t('views.delete')}
      </Button>
      {deleteReason && <span id={reasonId} className="sr-only">{deleteReason}</span>}
    </>
  );
  return (
    <FormDialog title={t('columns.title')} submitLabel={t('columns.saveAndUse')} busy={busy} wide secondary={deleteButton}
      canSubmit={chosen.length > 0 && (maySave || !dirty)} onSubmit={() => void saveAndUse()} onCancel={onClose}>
      <p className="text-sm text-slate-500">{t('columns.hint')}</p>
      {message && <Alert tone="error">{message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[13rem_1fr]">
        <section aria-label={t('views.legend')} className="space-y-3">
          <ViewRadios suffixes={suffixes} value={view} disabled={busy} onChange={pick} />
          <NewViewForm isAdmin={viewer.isAdmin} disabled={busy} onCreate={create} />
        </section>
        <div className="min-w-0 space-y-2">
          {!maySave && <p className="text-xs text-amber-700">{t('views.readOnly')}</p>}
          {editing?.fromLegacy && view === suffix && legacy && (
            <div className="flex items-center gap-2 text-xs text-slate-600">
              <span className="flex-1">{t('views.legacy')}</span>
              <Button onClick={() => void resetLegacy()} disabled={busy}>{t('columns.resetButton')}</Button>
            </div>
          )}
          {editing ? <SortableColumns rows={editing.rows} onChange={(rows) => setEditing({ ...editing, rows })} />
            : viewError ? <Alert tone="error">{messageOf(viewError)}</Alert> : <p className="text-sm text-slate-400">…</p>}
        </div>
      </div>
      {confirmDelete && (
        <ConfirmDialog message={t('views.confirmDelete', { name: selected.value })} confirmLabel={t('views.delete')} danger
          onConfirm={() => void remove()} onCancel={() => setConfirmDelete(false)} />
      )}
    </FormDialog>
  );
}
