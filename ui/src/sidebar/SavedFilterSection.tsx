import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { FilterViewConfig, SavedFilter, SavedFilters } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { NameDialog } from './NameDialog';
import { inOrder, reorderRefusal } from './reorder';
import { SidebarItem } from './SidebarItem';
import { SidebarSection } from '../list/SidebarSection';
import { SortableItems } from './SortableItems';

/** Saved filters: the user's own (apply, reorder, delete) and those shared with them (apply). */
export function SavedFilterSection({ model, filters, activeGql, onApply, onChanged, onReordered }: {
  model: string; filters: SavedFilters; activeGql: string; onApply(query: string, view?: FilterViewConfig): void;
  onChanged(): void; onReordered(next: SavedFilters): void;
}) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [deleting, setDeleting] = useState<SavedFilter>();
  const [renaming, setRenaming] = useState<SavedFilter>();

  async function reorder(ids: number[]) {
    onReordered({ ...filters, from_me: inOrder(filters.from_me, ids) });
    try {
      await api.reorder('queryfilter', ids);
    } catch (e) {
      push('error', reorderRefusal(e, t('sidebar.reorderStale')));
      onChanged();
    }
  }
  async function remove(f: SavedFilter) {
    setDeleting(undefined);
    try {
      await api.deleteFilter(model, f.id);
      push('success', t('sidebar.filterDeleted'));
      onChanged();
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  }

  async function rename(f: SavedFilter, name: string) {
    await api.saveFilter(model, { id: f.id, name, query: f.query, share: f.share });
    setRenaming(undefined);
    onChanged();
  }

  const item = (f: SavedFilter, handle?: React.HTMLAttributes<HTMLButtonElement>) => (
    <SidebarItem name={f.name} count={f.count} active={activeGql === f.query} onApply={() => onApply(f.query, f.viewconfig)}
      handle={handle} onRename={handle ? () => setRenaming(f) : undefined} onDelete={handle ? () => setDeleting(f) : undefined} />
  );
  return (
    <>
      <SidebarSection model={model} sectionKey="saved:mine" title={t('sidebar.fromMe')} icon={<Bookmark className="size-3.5" aria-hidden />}>
        {filters.from_me.length === 0
          ? <p className="px-2 py-1 text-xs text-slate-400">{t('sidebar.noSavedFilters')}</p>
          : <SortableItems container="saved-filters" items={filters.from_me} onReorder={reorder} render={(f, handle) => item(f, handle)} />}
      </SidebarSection>
      {filters.from_share.length > 0 && (
        <SidebarSection model={model} sectionKey="saved:shared" title={t('sidebar.shared')}>
          <ul className="space-y-0.5">{filters.from_share.map((f) => <li key={f.id}>{item(f)}</li>)}</ul>
        </SidebarSection>
      )}
      {renaming && <NameDialog title={t('sidebar.renameNamed', { name: renaming.name })} submitLabel={t('sidebar.rename')} initial={renaming.name}
        onSave={(name) => rename(renaming, name)} onCancel={() => setRenaming(undefined)} />}
      {deleting && (
        <ConfirmDialog danger message={t('sidebar.confirmDeleteFilter', { name: deleting.name })} confirmLabel={t('common.delete')}
          onConfirm={() => remove(deleting)} onCancel={() => setDeleting(undefined)} />
      )}
    </>
  );
}
