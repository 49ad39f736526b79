import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { ActionState } from '../api/types';

/**
 * The record's metadata actions as the server evaluated them, read again whenever the
 * record changes (its version or deleted state); undefined while loading or when the model
 * has none.
 */
export function useRecordActions(model: string, id: number, version: unknown, deleted: unknown, enabled: boolean) {
  const [states, setStates] = useState<ActionState[]>();
  useEffect(() => {
    if (!enabled) { setStates(undefined); return; }
    let stale = false;
    api.recordActions(model, id).then((r) => { if (!stale) setStates(r.actions); }, () => { if (!stale) setStates(undefined); });
    return () => { stale = true; };
  }, [model, id, version, deleted, enabled]);
  return states;
}
