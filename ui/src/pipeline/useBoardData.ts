import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import type { DataRecord, FacetValue } from '../api/types';
import { boardGql, stageCounts } from './board';

/** The spec's kanban page: up to 100 cards (paginate_by), the stage counts from the facet. */
const BOARD_PAGE = 100;

/** A board's cards and counts, read together and read again after a move or an add. */
export function useBoardData(model: string, boardField: string | undefined, boardId: number, stageField: string | undefined, demandKeys: string[]) {
  const [cards, setCards] = useState<DataRecord[]>();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [error, setError] = useState<unknown>();
  const [tick, setTick] = useState(0);
  const keys = demandKeys.join(',');
  useEffect(() => {
    if (!boardField || !stageField || !boardId) return;
    let stale = false;
    const gql = boardGql(boardField, boardId);
    Promise.all([
      api.list(model, { gql, page: 1, paginate_by: BOARD_PAGE, demandKeys: keys ? keys.split(',') : undefined }),
      api.facets(model, [stageField], gql),
    ]).then(([page, facets]) => {
      if (stale) return;
      setCards(page.list);
      setCounts(stageCounts((facets as Record<string, FacetValue[]>)[stageField]));
      setError(undefined);
    }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [model, boardField, boardId, stageField, keys, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { cards, counts, error, reload };
}
