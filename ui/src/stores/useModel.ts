import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { key, useModelMeta } from './modelMeta';

/** A model's metadata in the current language, for one of its views (suffix; '' is Default),
 * loading it when first asked for. enabled false waits (the view is not known yet). */
export function useModel(model: string, suffix = '', enabled = true) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const entry = useModelMeta((s) => (enabled ? s.entries[key(model, lang, suffix)] : undefined));
  const load = useModelMeta((s) => s.load);
  useEffect(() => { if (enabled) void load(model, lang, false, suffix); }, [model, lang, load, suffix, enabled]);
  return { meta: entry?.meta, error: entry?.error, retry: () => load(model, lang, true, suffix) };
}
