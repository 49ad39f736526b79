import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { DataRecord } from '../api/types';

/** The record, with links and rollups expanded (demandKeys); waits until demandKeys is known. */
export function useRecord(model: string, id: string | null, demandKeys: string[] | undefined) {
  const [record, setRecord] = useState<DataRecord>();
  const [error, setError] = useState<unknown>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!id || !demandKeys) return;
    let stale = false;
    api.record(model, id, demandKeys).then((r) => { if (!stale) { setRecord(r); setError(undefined); } }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [model, id, version, demandKeys?.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  return { record, error, reload };
}
