// The models an admin can pick in the studio: those the header's navigation links to.
import type { Lang, NavbarConfig, NavLink } from '../api/types';
import { navLabel } from '../stores/navbar';

export interface ModelChoice { model: string; label: string }

export function navModels(config: NavbarConfig | undefined, lang: Lang): ModelChoice[] {
  const out: ModelChoice[] = [];
  const seen = new Set<string>();
  const walk = (links: NavLink[]) => {
    for (const l of links) {
      if (l.is_model && l.model && !seen.has(l.model)) {
        seen.add(l.model);
        out.push({ model: l.model, label: navLabel(l, lang) });
      }
      if (l.children) walk(l.children);
    }
  };
  walk(config?.link_list ?? []);
  return out;
}
