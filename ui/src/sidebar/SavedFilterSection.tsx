import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { FilterViewConfig, SavedFilter, SavedFilters } from '../api/types';
import { inOrder } from './reorder';
import { SidebarItem } from './SidebarItem';
import { SidebarSection } from '../list/SidebarSection';
import { SortableItems } from './SortableItems';
import { useEntryEdits } from './useEntryEdits';

/** Saved filters: the user's own (apply, reorder, delete) and those shared with them (apply). */
export function SavedFilterSection({ model, filters, activeGql, onApply, onChanged, onReordered }: {
  model: string; filters: SavedFilters; activeGql: string; onApply(query: string, view?: FilterViewConfig): void;
  onChanged(): void; onReordered(next: SavedFilters): void;
}) {
  const { t } = useTranslation();
  const edits = useEntryEdits<SavedFilter>({
    table: 'queryfilter', reordered: (ids) => onReordered({ ...filters, from_me: inOrder(filters.from_me, ids) }),
    save: (f, name) => api.saveFilter(model, { id: f.id, name, query: f.query, share: f.share }).then(() => {}),
    remove: (f) => api.deleteFilter(model, f.id), deletedKey: 'sidebar.filterDeleted', confirmKey: 'sidebar.confirmDeleteFilter', onChanged,
  });

  const item = (f: SavedFilter, handle?: React.HTMLAttributes<HTMLButtonElement>) => (
    <SidebarItem name={f.name} count={f.count} active={activeGql === f.query} onApply={() => onApply(f.query, f.viewconfig)}
      handle={handle} onRename={handle ? () => edits.rename(f) : undefined} onDelete={handle ? () => edits.ask(f) : undefined} />
  );
  return (
    <>
      <SidebarSection model={model} sectionKey="saved:mine" title={t('sidebar.fromMe')} icon={<Bookmark className="size-3.5" aria-hidden />}>
        {filters.from_me.length === 0
          ? <p className="px-2 py-1 text-xs text-slate-400">{t('sidebar.noSavedFilters')}</p>
          : <SortableItems container="saved-filters" items={filters.from_me} onReorder={edits.reorder} render={(f, handle) => item(f, handle)} />}
      </SidebarSection>
      {filters.from_share.length > 0 && (
        <SidebarSection model={model} sectionKey="saved:shared" title={t('sidebar.shared')}>
          <ul className="space-y-0.5">{filters.from_share.map((f) => <li key={f.id}>{item(f)}</li>)}</ul>
        </SidebarSection>
      )}
      {edits.dialogs}
    </>
  );
}
