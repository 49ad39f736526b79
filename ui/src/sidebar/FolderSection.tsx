import { FolderClosed, FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { Folder, ShareEntry } from '../api/types';
import { useToasts } from '../components/Toasts';
import { folderGql } from '../list/folderGql';
import type { RowsDrop } from '../list/ListDnd';
import { NameDialog } from './NameDialog';
import { ShareEditor } from './ShareEditor';
import { inOrder } from './reorder';
import { SidebarItem } from './SidebarItem';
import { SidebarSection } from '../list/SidebarSection';
import { SortableItems } from './SortableItems';
import { useEntryEdits } from './useEntryEdits';

/** Folders of records: click shows a folder's records; the user's own can be reordered and
 * deleted, and take the list's rows dropped on them (onRowsAdded once they are in). */
export function FolderSection({ model, folders, activeGql, onApply, onChanged, onReordered, onRowsAdded }: {
  model: string; folders: Folder[]; activeGql: string; onApply(gql: string): void;
  onChanged(): void; onReordered(next: Folder[]): void; onRowsAdded(): void;
}) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [creating, setCreating] = useState(false);
  const [share, setShare] = useState<ShareEntry[]>([]);
  const own = folders.filter((f) => f.from_key !== 'from_share');
  const shared = folders.filter((f) => f.from_key === 'from_share');
  const fail = (e: unknown) => push('error', e instanceof Error ? e.message : String(e));
  const edits = useEntryEdits<Folder>({
    table: 'folder', reordered: (ids) => onReordered([...inOrder(own, ids), ...shared]),
    save: (f, name) => api.saveFolder(model, { id: f.id, name, share: f.share }),
    remove: (f) => api.deleteFolder(f.id), deletedKey: 'sidebar.folderDeleted', confirmKey: 'sidebar.confirmDeleteFolder', onChanged,
  });
  async function create(name: string) {
    await api.saveFolder(model, { name, share });
    setCreating(false);
    setShare([]);
    onChanged();
  }

  // Rows dropped on a folder are added to it (the records keep their other folders).
  async function dropRows(folderId: number, ids: number[]) {
    try {
      await api.addToFolders(model, [folderId], ids, true);
      push('success', t('sidebar.addedToFolder', { count: ids.length }));
      onRowsAdded();
      onChanged();
    } catch (e) {
      fail(e);
    }
  }

  const item = (f: Folder, handle?: React.HTMLAttributes<HTMLButtonElement>, rowOver = false) => (
    <SidebarItem name={f.name} count={f.count} dropTarget={rowOver} active={activeGql === folderGql(f.id)} onApply={() => onApply(folderGql(f.id))}
      handle={handle} onRename={handle ? () => edits.rename(f) : undefined} onDelete={handle ? () => edits.ask(f) : undefined} />
  );
  return (
    <SidebarSection model={model} sectionKey="folders" title={t('sidebar.folders')} icon={<FolderClosed className="size-3.5" aria-hidden />}
      actions={<button type="button" onClick={() => setCreating(true)} aria-label={t('sidebar.newFolder')} title={t('sidebar.newFolder')}
        className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><FolderPlus className="size-4" aria-hidden /></button>}>
      {folders.length === 0 && <p className="px-2 py-1 text-xs text-slate-400">{t('sidebar.noFolders')}</p>}
      {own.length > 0 && <SortableItems container="folders" items={own} onReorder={edits.reorder} render={item}
        dropData={(f): RowsDrop & Record<string, unknown> => ({ dropRows: (ids) => void dropRows(f.id, ids) })} />}
      {shared.length > 0 && <ul className="mt-0.5 space-y-0.5">{shared.map((f) => <li key={f.id}>{item(f)}</li>)}</ul>}
      {creating && (
        <NameDialog title={t('sidebar.newFolder')} submitLabel={t('sidebar.create')} onSave={create} onCancel={() => { setCreating(false); setShare([]); }}>
          <ShareEditor value={share} onChange={setShare} />
        </NameDialog>
      )}
      {edits.dialogs}
    </SidebarSection>
  );
}
