// Field and view metadata per model and view (suffix), cached per language (labels come
// translated). Each suffix has its own views.list, so one model may have several entries.
import { create } from 'zustand';
import { api } from '../api/endpoints';
import type { ModelMeta } from '../api/types';

interface Entry { meta?: ModelMeta; error?: unknown; promise?: Promise<void> }
interface ModelMetaState {
  entries: Record<string, Entry>;
  load(model: string, lang: string, force?: boolean, suffix?: string): Promise<void>;
  /** Reads every cached entry of the model again (its views or columns changed), keeping
   * what is shown until the new answer is in, so the list redraws without a spinner. */
  refresh(model: string): Promise<void>;
  /** After the admin studio changed fields or layouts: every cached entry in `lang` is read
   * again while the screens keep showing the old metadata (no spinner, no reload), and the
   * other languages' copies are dropped to be read when next shown. All models, because a
   * field can show up in another (a foreignkey's reverse relation, a rollup). */
  refreshAll(lang: string): Promise<void>;
}

// The default view (suffix '') keeps the key it always had.
export const key = (model: string, lang: string, suffix = '') => (suffix ? `${lang}:${model}~${suffix}` : `${lang}:${model}`);

function parseKey(k: string): { lang: string; model: string; suffix: string } {
  const [lang, rest = ''] = k.split(/:(.*)/s, 2);
  const [model, suffix = ''] = rest.split('~', 2);
  return { lang, model, suffix };
}

export const useModelMeta = create<ModelMetaState>((set, get) => ({
  entries: {},
  load(model, lang, force, suffix = '') {
    const k = key(model, lang, suffix);
    const existing = get().entries[k];
    if (existing && !force && (existing.meta || existing.promise)) return existing.promise ?? Promise.resolve();
    const promise = api.modelMeta(model, suffix).then(
      (meta) => set({ entries: { ...get().entries, [k]: { meta } } }),
      (error) => set({ entries: { ...get().entries, [k]: { meta: get().entries[k]?.meta, error } } }),
    );
    // A forced reload keeps the metadata shown meanwhile.
    set({ entries: { ...get().entries, [k]: { meta: force ? existing?.meta : undefined, promise } } });
    return promise;
  },
  async refresh(model) {
    const mine = Object.keys(get().entries).map(parseKey).filter((e) => e.model === model);
    await Promise.all(mine.map((e) => get().load(e.model, e.lang, true, e.suffix)));
  },
  async refreshAll(lang) {
    const kept = Object.entries(get().entries).filter(([k, e]) => parseKey(k).lang === lang && e.meta);
    set({ entries: Object.fromEntries(kept) });
    // load() keeps the old metadata on a failed read: better than an empty screen.
    await Promise.all(kept.map(([k]) => parseKey(k)).map((e) => get().load(e.model, e.lang, true, e.suffix)));
  },
}));
