// The models a workflow definition may name: those whose model info carries `approval`
// (meta/README.md). Each model's info is read through the metadata cache, so the screens that
// open a model later find it there.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { ModelMeta } from '../api/types';
import { key, useModelMeta } from '../stores/modelMeta';

export interface ApprovalModel { name: string; label: string }

/** Whether the model's records go through approval flows. */
export const hasApproval = (meta: ModelMeta | undefined) => !!(meta as { approval?: unknown } | undefined)?.approval;

export function useApprovalModels(): { models?: ApprovalModel[]; error?: unknown } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [state, setState] = useState<{ models?: ApprovalModel[]; error?: unknown }>({});
  useEffect(() => {
    let stale = false;
    (async () => {
      const all = await api.viewableModels();
      const store = useModelMeta.getState();
      // One failed model (no access) must not hide the others: its info is simply missing.
      await Promise.all(all.map((m) => store.load(m.name, lang).catch(() => {})));
      const entries = useModelMeta.getState().entries;
      return all.filter((m) => hasApproval(entries[key(m.name, lang)]?.meta)).map((m) => ({ name: m.name, label: m.label_value }));
    })().then((models) => { if (!stale) setState({ models }); }, (error) => { if (!stale) setState({ error }); });
    return () => { stale = true; };
  }, [lang]);
  return state;
}
