import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { DetailTab } from '../api/types';
import { useRecordsChangedTick } from '../stores/recordsChanged';

/** How many related records each reverse-relation tab holds (one row asked for per tab). */
export function useTabCounts(tabs: DetailTab[], id: number) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const key = tabs.map((t) => t.name).join(',');
  // A board on the page added or moved a record: count again.
  const tick = useRecordsChangedTick();
  useEffect(() => {
    let stale = false;
    for (const tab of tabs) {
      api.list(tab.data_model_name!, { gql: `${tab.param}=${id}`, page: 1, paginate_by: 1 })
        .then((p) => { if (!stale) setCounts((c) => ({ ...c, [tab.name]: p.count })); }, () => {});
    }
    return () => { stale = true; };
  }, [key, id, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  return counts;
}
