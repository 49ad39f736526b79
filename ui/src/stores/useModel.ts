import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { key, useModelMeta } from './modelMeta';

/** A model's metadata in the current language, loading it when first asked for. */
export function useModel(model: string) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const entry = useModelMeta((s) => s.entries[key(model, lang)]);
  const load = useModelMeta((s) => s.load);
  useEffect(() => { void load(model, lang); }, [model, lang, load]);
  return { meta: entry?.meta, error: entry?.error, retry: () => load(model, lang, true) };
}
