import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { StudioModel } from '../api/studioTypes';

/** The model as the studio edits it, for one scene and suffix; reload() reads it again (after a
 * field or layout save). A change of model, scene or suffix reads it afresh, as the spec asks
 * of choosing a scene. */
export function useStudioModel(model: string, scene: string, suffix: string) {
  const [state, setState] = useState<{ data?: StudioModel; error?: unknown; at?: string; version: number }>({ version: 0 });
  const at = `${model}|${scene}|${suffix}`;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!model) return;
    let live = true;
    setState((s) => (s.at === at ? s : { version: s.version }));
    api.studioModel(model, scene, suffix).then(
      (data) => live && setState((s) => ({ data, at, version: s.version + 1 })),
      (error) => live && setState((s) => ({ error, at, version: s.version })),
    );
    return () => { live = false; };
  }, [model, scene, suffix, tick, at]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current = state.at === at;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, version: state.version, reload };
}
