import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { FacetField, FacetValue } from '../api/types';

const FACETS_PER_CALL = 12;

/** The model's facets and their counts under the current filter. Counting waits until ready
 * (the list's first page is on screen): the rows are what the user came for, and the facet
 * queries would otherwise compete with them for the server. */
export function useFacets(model: string, enabled: boolean, gql: string, ready = true) {
  const [fields, setFields] = useState<FacetField[]>();
  const [values, setValues] = useState<Record<string, FacetValue[]>>({});
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    if (!enabled) return;
    let stale = false;
    api.facetFields(model).then((f) => { if (!stale) setFields(f); }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [model, enabled]);

  useEffect(() => {
    if (!fields?.length || !ready) return;
    let stale = false;
    // The server computes each facet ignoring its own condition and answers at most
    // FACETS_PER_CALL per call: ask in parallel batches.
    const names = fields.map((f) => f.name);
    const batches: string[][] = [];
    for (let i = 0; i < names.length; i += FACETS_PER_CALL) batches.push(names.slice(i, i + FACETS_PER_CALL));
    Promise.all(batches.map((b) => api.facets(model, b, gql)))
      .then((parts) => { if (!stale) { setValues(Object.assign({}, ...parts)); setError(undefined); } }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [model, fields, gql, ready]);

  return { fields, values, error };
}
