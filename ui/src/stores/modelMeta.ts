// Field and view metadata per model, cached per language (labels come translated).
import { create } from 'zustand';
import { api } from '../api/endpoints';
import type { ModelMeta } from '../api/types';

interface Entry { meta?: ModelMeta; error?: unknown; promise?: Promise<void> }
interface ModelMetaState {
  entries: Record<string, Entry>;
  load(model: string, lang: string, force?: boolean): Promise<void>;
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
}));
