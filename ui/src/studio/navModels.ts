// The models an admin can pick in the studio: every model they may view (GET /rest/data/models),
// and until that answers (or if it fails) those the header's navigation links to.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { Lang, NavbarConfig, NavLink } from '../api/types';
import { navLabel, useNavbar } from '../stores/navbar';

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

/** The models to offer, the navigation's first (so the default model does not change when the
 * full list arrives), then the others by label. */
export function useStudioModels(): ModelChoice[] {
  const { i18n } = useTranslation();
  const navbar = useNavbar((s) => s.config);
  const [all, setAll] = useState<ModelChoice[]>();
  useEffect(() => {
    let live = true;
    api.viewableModels().then((list) => live && setAll(list.map((m) => ({ model: m.name, label: m.label_value || m.name })))).catch(() => undefined);
    return () => { live = false; };
  }, [i18n.language]);
  return useMemo(() => mergeModels(navModels(navbar, i18n.language as Lang), all ?? []), [navbar, i18n.language, all]);
}

export function mergeModels(nav: ModelChoice[], all: ModelChoice[]): ModelChoice[] {
  const seen = new Set(nav.map((m) => m.model));
  const rest = all.filter((m) => !seen.has(m.model)).sort((a, b) => a.label.localeCompare(b.label));
  return [...nav, ...rest];
}
