import type { NavLink } from '../api/types';
import { hashOf } from '../stores/navbar';

/** A header entry that opens a menu of its children; a page's sidebar group (Settings) is one
 * link, its children shown by the page. */
export const isMenu = (link: NavLink) => !!link.children?.length && !link.sidebar;

/** Whether an entry is where the user is: its model's screens, or (a sidebar group) its page
 * and the screens of the models in its sidebar. */
export function navActive(link: NavLink, currentModel: string, hash: string): boolean {
  if (link.is_model) return link.model === currentModel;
  if (!link.sidebar) return false;
  const page = hashOf(link.url).split('?')[0];
  return (!!page && hash.split('?')[0] === page) || !!link.children?.some((c) => c.is_model && c.model === currentModel);
}
