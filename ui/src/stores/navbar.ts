// The header's navigation and add menu, fetched once per signed-in user.
import { create } from 'zustand';
import { api } from '../api/endpoints';
import type { Lang, NavbarConfig, NavLink } from '../api/types';

interface NavbarState {
  userId?: number;
  config?: NavbarConfig;
  error?: unknown;
  load(userId: number): Promise<void>;
  /** Reads the navigation again (a package installed a model), keeping the old one meanwhile. */
  refresh(): Promise<void>;
}

export const useNavbar = create<NavbarState>((set, get) => ({
  async load(userId) {
    if (get().userId === userId && get().config) return;
    set({ userId, error: undefined });
    try {
      set({ config: await api.navbar(userId) });
    } catch (error) {
      set({ error });
    }
  },
  async refresh() {
    const userId = get().userId;
    if (userId === undefined) return;
    try {
      set({ config: await api.navbar(userId), error: undefined });
    } catch (error) {
      set({ error });
    }
  },
}));

/** navbar_config labels: label is zh_CN, label_tw zh_TW, label_en English. */
export function navLabel(link: Pick<NavLink, 'label' | 'label_tw' | 'label_en'>, lang: Lang): string {
  if (lang === 'zh_CN') return link.label;
  if (lang === 'zh_TW') return link.label_tw || link.label;
  return link.label_en || link.label;
}

/** The label of a model as the navigation names it, for grouping search results. */
export function modelLabel(config: NavbarConfig | undefined, model: string, lang: Lang): string {
  const walk = (links: NavLink[]): NavLink | undefined => {
    for (const l of links) {
      if (l.is_model && l.model === model) return l;
      const found = l.children && walk(l.children);
      if (found) return found;
    }
    return undefined;
  };
  const link = config && walk(config.link_list);
  return link ? navLabel(link, lang) : model;
}

/** The hash part of a navigation URL ("/crm#candidate/list" → "#candidate/list"). */
export function hashOf(url: string): string {
  const i = url.indexOf('#');
  return i >= 0 ? url.slice(i) : '';
}
