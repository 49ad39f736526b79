import type { ListPartProps } from '../modules/registry';
import { FolderSection } from './FolderSection';
import { SavedFilterSection } from './SavedFilterSection';
import { useLists } from './SidebarScope';

/** The list sidebar's saved filters, then (on models with folders) the folders. A saved filter
 * or folder replaces the whole current filter and starts at page 1 (spec §9). */
export function SidebarSections({ model, meta, activeGql, apply, clearSelection }: ListPartProps) {
  const { filters, folders } = useLists();
  return (
    <>
      {filters.data && (
        <SavedFilterSection model={model} filters={filters.data} activeGql={activeGql} onApply={apply}
          onChanged={filters.reload} onReordered={filters.setData} />
      )}
      {meta.folderable && folders.data && (
        <FolderSection model={model} folders={folders.data} activeGql={activeGql} onApply={apply}
          onChanged={folders.reload} onReordered={folders.setData} onRowsAdded={clearSelection} />
      )}
    </>
  );
}
