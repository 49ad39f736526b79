import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { FacetField, FacetValue } from '../api/types';

const FACETS_PER_CALL = 12;

/** The model's facets and their counts under the current filter. */
export function useFacets(model: string, enabled: boolean, gql: string) {
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
    if (!fields?.length) return;
    let stale = false;
    // The server computes each facet ignoring its own condition and answers at most
    // FACETS_PER_CALL per call: ask in parallel batches.
    const names = fields.map((f) => f.name);
    const batches: string[][] = [];
    for (let i = 0; i < names.length; i += FACETS_PER_CALL) batches.push(names.slice(i, i + FACETS_PER_CALL));
    Promise.all(batches.map((b) => api.facets(model, b, gql)))
      .then((parts) => { if (!stale) { setValues(Object.assign({}, ...parts)); setError(undefined); } }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [model, fields, gql]);

  return { fields, values, error };
}
