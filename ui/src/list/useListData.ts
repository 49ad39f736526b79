import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { ListPage } from '../api/types';

export interface ListRequest {
  model: string;
  gql: string;
  page: number;
  pageSize: number;
  ordering: string;
  demandKeys: string[];
  /** The view shown (Default when left out). */
  suffix?: string;
}

/** One page of a list; keeps showing the previous page while the next one loads. */
export function useListData(req: ListRequest | undefined) {
  const [data, setData] = useState<ListPage>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const reqKey = req ? JSON.stringify(req) : '';

  useEffect(() => {
    if (!req) return;
    let stale = false;
    setLoading(true);
    api.list(req.model, { gql: req.gql, page: req.page, paginate_by: req.pageSize, ordering: req.ordering, demandKeys: req.demandKeys, suffix: req.suffix })
      .then((page) => { if (!stale) { setData(page); setError(undefined); } }, (e) => { if (!stale) setError(e); })
      .finally(() => { if (!stale) setLoading(false); });
    return () => { stale = true; };
  }, [reqKey, version]); // eslint-disable-line react-hooks/exhaustive-deps

  return { data, loading, error, reload };
}
