import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { FieldMeta } from '../api/types';

/** The columns summed under a list: fields declared list_total in metadata. */
export function totalColumns(columns: FieldMeta[]): FieldMeta[] {
  return columns.filter((c) => c.list_total === true);
}

/** The sums of a list's list_total columns over its whole filter (every page), asked again
 * when the filter or the list's data changes; nothing is asked when no column is summed. */
export function useListTotals(model: string, gql: string | undefined, columns: FieldMeta[], dataVersion: unknown) {
  const [totals, setTotals] = useState<Record<string, number>>();
  const wanted = gql !== undefined && totalColumns(columns).length > 0;
  useEffect(() => {
    if (!wanted) { setTotals(undefined); return; }
    let stale = false;
    api.listTotals(model, gql).then((t) => { if (!stale) setTotals(t); }, () => { if (!stale) setTotals(undefined); });
    return () => { stale = true; };
  }, [model, gql, wanted, dataVersion]);
  return totals;
}
