import type { ListPartProps } from '../modules/registry';
import { SaveFilterButton } from './SaveFilterButton';
import { useLists } from './SidebarScope';

/** The list toolbar's Save filter: the filter as it stands, with the list's view and ordering. */
export function SaveFilterToolbar({ model, savableGql, view }: ListPartProps) {
  const { filters } = useLists();
  return <SaveFilterButton model={model} gql={savableGql} view={view} onSaved={filters.reload} />;
}
