// What the sidebar does alike with one's own saved filters and folders: reorder by drag,
// rename, and delete after asking, each with its toast.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { NameDialog } from './NameDialog';
import { reorderRefusal } from './reorder';

interface Entry { id: number; name: string }

export function useEntryEdits<T extends Entry>({ table, reordered, save, remove, deletedKey, confirmKey, onChanged }: {
  /** The entries' kind, as POST /rest/data/reorder names it. */
  table: 'queryfilter' | 'folder';
  /** Shows the new order at once, before the server answers. */
  reordered(ids: number[]): void;
  save(entry: T, name: string): Promise<void>;
  remove(entry: T): Promise<void>;
  /** The toast once deleted, and the question before ({{name}} the entry's). */
  deletedKey: string;
  confirmKey: string;
  /** Loads the entries again. */
  onChanged(): void;
}): { reorder(ids: number[]): Promise<void>; rename(entry: T): void; ask(entry: T): void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [renaming, setRenaming] = useState<T>();
  const [deleting, setDeleting] = useState<T>();

  async function reorder(ids: number[]) {
    reordered(ids);
    try {
      await api.reorder(table, ids);
    } catch (e) {
      push('error', reorderRefusal(e, t('sidebar.reorderStale')));
      onChanged();
    }
  }
  async function rename(entry: T, name: string) {
    await save(entry, name);
    setRenaming(undefined);
    onChanged();
  }
  async function confirmed(entry: T) {
    setDeleting(undefined);
    try {
      await remove(entry);
      push('success', t(deletedKey));
      onChanged();
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  }

  const dialogs = (
    <>
      {renaming && <NameDialog title={t('sidebar.renameNamed', { name: renaming.name })} submitLabel={t('sidebar.rename')} initial={renaming.name}
        onSave={(name) => rename(renaming, name)} onCancel={() => setRenaming(undefined)} />}
      {deleting && (
        <ConfirmDialog danger message={t(confirmKey, { name: deleting.name })} confirmLabel={t('common.delete')}
          onConfirm={() => confirmed(deleting)} onCancel={() => setDeleting(undefined)} />
      )}
    </>
  );
  return { reorder, rename: setRenaming, ask: setDeleting, dialogs };
}
