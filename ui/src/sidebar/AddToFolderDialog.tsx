import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { Folder } from '../api/types';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { Spinner } from '../components/Spinner';
import { togglePick } from './reorder';

/** The user's own folders as checkboxes; the checked records are added to the ticked ones,
 * or, with "only these", the ticked folders become their only ones among the user's (a move). */
export function AddToFolderDialog({ model, ids, onDone, onCancel }: { model: string; ids: number[]; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [folders, setFolders] = useState<Folder[]>();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [onlyThese, setOnlyThese] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
  useEffect(() => {
    api.folders(model).then((all) => setFolders(all.filter((f) => f.from_key !== 'from_share')), (e) => setError(message(e)));
  }, [model]);
  async function save() {
    setBusy(true);
    try {
      // justadd keeps the folders the records are already in; without it they leave the others.
      await api.addToFolders(model, [...picked], ids, !onlyThese);
      onDone();
    } catch (e) {
      setError(message(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('sidebar.addToFolderTitle', { count: ids.length })} submitLabel={t(onlyThese ? 'sidebar.move' : 'sidebar.add')}
      canSubmit={picked.size > 0 || onlyThese}
      busy={busy} onSubmit={save} onCancel={onCancel}>
      {error && <Alert tone="error">{error}</Alert>}
      {!folders && !error && <div className="flex justify-center py-4"><Spinner /></div>}
      {folders?.length === 0 && <p className="text-sm text-slate-500">{t('sidebar.noFoldersYet')}</p>}
      {folders && folders.length > 0 && (
        <ul className="max-h-64 space-y-0.5 overflow-y-auto">
          {folders.map((f) => (
            <li key={f.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100">
                <input type="checkbox" checked={picked.has(f.id)} onChange={() => setPicked(togglePick(picked, f.id))}
                  className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
                <span className="min-w-0 flex-1 truncate">{f.name}</span>
                {f.count !== undefined && <span className="text-xs tabular-nums text-slate-400">{f.count}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {folders && folders.length > 0 && (
        <label className="mt-3 flex cursor-pointer items-center gap-2 border-t border-slate-100 px-2 pt-3 text-sm text-slate-600">
          <input type="checkbox" checked={onlyThese} onChange={(e) => setOnlyThese(e.target.checked)}
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
          {t('sidebar.onlyTheseFolders')}
        </label>
      )}
    </FormDialog>
  );
}
