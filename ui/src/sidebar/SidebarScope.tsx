// What the sidebar's parts of a list screen share: the model's saved filters and folders,
// loaded once for its sections, its Save filter button and its Add to folder action.
import { createContext, useContext } from 'react';
import type { ListScopeProps } from '../modules/registry';
import { useSidebarLists } from './useSidebarLists';

type SidebarLists = ReturnType<typeof useSidebarLists>;
const ListsContext = createContext<SidebarLists | undefined>(undefined);

/** Loads the lists while the sidebar is open; on a phone the folders are loaded with the list
 * too, because a long-pressed card shows them to drop on. */
export function SidebarScope({ model, meta, sidebarOpen, mobile, children }: ListScopeProps) {
  const folderable = !!meta.folderable;
  const lists = useSidebarLists(model, folderable, sidebarOpen || (mobile && folderable));
  return <ListsContext.Provider value={lists}>{children}</ListsContext.Provider>;
}

/** The lists of the SidebarScope around the caller. */
export function useLists(): SidebarLists {
  const lists = useContext(ListsContext);
  if (!lists) throw new Error('a sidebar part is drawn outside its SidebarScope');
  return lists;
}
