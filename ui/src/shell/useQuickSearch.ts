import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { QuickSearchResult } from '../api/types';

/** The spec's quick search waits for a 1 s pause in typing before asking the server. */
export const QUICK_SEARCH_DEBOUNCE_MS = 1000;

export function useQuickSearch(term: string) {
  const [results, setResults] = useState<QuickSearchResult>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    const name = term.trim();
    if (!name) {
      setResults(undefined);
      setLoading(false);
      return;
    }
    let stale = false;
    setLoading(true);
    const timer = setTimeout(() => {
      api.quickSearch(name).then(
        (r) => { if (!stale) { setResults(r); setError(undefined); } },
        (e) => { if (!stale) setError(e); },
      ).finally(() => { if (!stale) setLoading(false); });
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => { stale = true; clearTimeout(timer); };
  }, [term]);
  return { results, loading, error };
}
