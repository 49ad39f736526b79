import { useCallback, useEffect, useState } from 'react';

/** Loads a sidebar list (saved filters, folders) for a model; reload() after a change. */
export function useServerList<T>(load: (() => Promise<T>) | undefined, key: string) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!load) return;
    let stale = false;
    load().then((d) => { if (!stale) { setData(d); setError(undefined); } }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [key, version]); // eslint-disable-line react-hooks/exhaustive-deps
  return { data, error, reload, setData };
}
