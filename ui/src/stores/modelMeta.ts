// Field and view metadata per model, cached per language (labels come translated).
import { create } from 'zustand';
import { api } from '../api/endpoints';
import type { ModelMeta } from '../api/types';

interface Entry { meta?: ModelMeta; error?: unknown; promise?: Promise<void> }
interface ModelMetaState {
  entries: Record<string, Entry>;
  load(model: string, lang: string, force?: boolean): Promise<void>;
  /** After the admin studio changed fields or layouts: every cached model in `lang` is read
   * again while the screens keep showing the old metadata (no spinner, no reload), and the
   * other languages' copies are dropped to be read when next shown. All models, because a
   * field can show up in another (a foreignkey's reverse relation, a rollup). */
  refresh(lang: string): Promise<void>;
}

export const key = (model: string, lang: string) => `${lang}:${model}`;

export const useModelMeta = create<ModelMetaState>((set, get) => ({
  entries: {},
  load(model, lang, force) {
    const k = key(model, lang);
    const existing = get().entries[k];
    if (existing && !force && (existing.meta || existing.promise)) return existing.promise ?? Promise.resolve();
    const promise = api.modelMeta(model).then(
      (meta) => set({ entries: { ...get().entries, [k]: { meta } } }),
      (error) => set({ entries: { ...get().entries, [k]: { error } } }),
    );
    set({ entries: { ...get().entries, [k]: { promise } } });
    return promise;
  },
  refresh(lang) {
    const prefix = `${lang}:`;
    const kept = Object.entries(get().entries).filter(([k, e]) => k.startsWith(prefix) && e.meta);
    set({ entries: Object.fromEntries(kept) });
    return Promise.all(kept.map(([k]) => api.modelMeta(k.slice(prefix.length)).then(
      (meta) => set({ entries: { ...get().entries, [k]: { meta } } }),
      () => undefined, // a failed read keeps the old metadata: better than an empty screen
    ))).then(() => undefined);
  },
}));
