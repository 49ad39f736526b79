// Lazy loading of a tree model's nodes for the tree picker: one level at a time through the
// generic list call, and a server-side search whose hits carry their ancestors.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api/endpoints';
import type { DataRecord, ModelMeta } from '../../../api/types';
import { idOf } from '../../display/types';

/** Nodes asked for per level; a level with more shows a "more" row that loads the next page. */
export const LEVEL_PAGE_SIZE = 200;
/** Search hits shown at most. */
export const SEARCH_LIMIT = 50;
/** Picker search delay (spec 000 §9: 100 or 500 ms). */
export const SEARCH_DELAY_MS = 500;
/** Ancestors read with each search hit: the parent's parent's parent (the engine's limit). */
const PATH_DEPTH = 3;

export type LevelKey = 'root' | number;

export interface Level {
  ids: number[];
  /** How many nodes the level has on the server. */
  count: number;
  page: number;
  loading: boolean;
  error: boolean;
}

/** The parent foreignkey of a tree model: from its metadata, `parent` by convention. */
export function parentFieldOf(meta: ModelMeta | undefined): string {
  return meta?.tree?.parent || 'parent';
}

/** A search value inside a gql filter: URL-encoded, including the characters the gql parser
 * would read as syntax (parentheses, quotes). */
export function gqlValue(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The gql that finds nodes whose searchable text fields contain term, case-insensitively;
 * the keyword index when the model declares none. */
export function searchGql(meta: ModelMeta | undefined, term: string): string {
  const fields = (meta?.fields ?? []).filter((f) => f.searchable === true && (f.type === 'char' || f.type === 'multiline')).map((f) => f.name);
  if (!fields.length) return `keyword=${gqlValue(term)}`;
  return fields.map((f) => `${f}__icontains=${gqlValue(term)}`).join('|');
}

/** The ancestors of an expanded search hit, root first; undefined entries stand for ancestors
 * further up than were expanded. */
export function ancestorsOf(row: DataRecord, parentField: string): Array<DataRecord | undefined> {
  const out: Array<DataRecord | undefined> = [];
  let up: unknown = row[parentField];
  while (up !== null && up !== undefined) {
    if (typeof up === 'object') {
      out.unshift(up as DataRecord);
      up = (up as DataRecord)[parentField];
    } else {
      out.unshift(undefined);
      break;
    }
  }
  return out;
}

/** Loaded nodes by id and loaded levels by parent (`root` for the top). */
export function useTreeLevels(model: string | undefined, parentField: string | undefined) {
  const [nodes, setNodes] = useState<Record<number, DataRecord>>({});
  const [levels, setLevels] = useState<Partial<Record<LevelKey, Level>>>({});
  const levelsRef = useRef(levels);
  levelsRef.current = levels;

  const remember = useCallback((rows: DataRecord[]) => {
    setNodes((n) => {
      const next = { ...n };
      for (const r of rows) next[r.id] = r;
      return next;
    });
  }, []);

  /** Reads the children of the given nodes in one call, so their chevrons show only where
   * there are children and expanding them is instant. A result larger than one page is
   * dropped: those levels load when expanded. */
  const prefetched = useRef(new Set<LevelKey>());
  const prefetch = useCallback((parent: LevelKey, ids: number[]) => {
    if (!model || !parentField || !ids.length || prefetched.current.has(parent)) return;
    prefetched.current.add(parent);
    api.list(model, { gql: `${parentField}__s=${ids.join(',')}`, page: 1, paginate_by: LEVEL_PAGE_SIZE }).then((res) => {
      if (res.count > res.list.length) return;
      remember(res.list);
      setLevels((l) => {
        const next = { ...l };
        for (const id of ids) {
          if (next[id]) continue;
          const kids = res.list.filter((r) => idOf(r[parentField]) === id).map((r) => r.id);
          next[id] = { ids: kids, count: kids.length, page: 1, loading: false, error: false };
        }
        return next;
      });
    }, () => { prefetched.current.delete(parent); });
  }, [model, parentField, remember]);

  /** Loads a level's first page, or with more its next page; a level loaded or loading stays. */
  const load = useCallback((parent: LevelKey, more = false) => {
    if (!model || !parentField) return;
    const have = levelsRef.current[parent];
    if (have?.loading) return;
    if (have && !more && !have.error) { prefetch(parent, have.ids); return; }
    const page = more && have ? have.page + 1 : 1;
    const keep = more && have ? have.ids : [];
    const gql = parent === 'root' ? `${parentField}__isnull=` : `${parentField}=${parent}`;
    const loading: Level = { ids: keep, count: have?.count ?? 0, page: have?.page ?? 0, loading: true, error: false };
    levelsRef.current = { ...levelsRef.current, [parent]: loading };
    setLevels((l) => ({ ...l, [parent]: loading }));
    api.list(model, { gql, page, paginate_by: LEVEL_PAGE_SIZE }).then((res) => {
      remember(res.list);
      const fresh = res.list.map((r) => r.id).filter((id) => !keep.includes(id));
      const ids = [...keep, ...fresh];
      setLevels((l) => ({ ...l, [parent]: { ids, count: Math.max(res.count, ids.length), page, loading: false, error: false } }));
      if (more) prefetched.current.delete(parent);
      prefetch(parent, fresh);
    }, () => {
      setLevels((l) => ({ ...l, [parent]: { ...loading, loading: false, error: true } }));
    });
  }, [model, parentField, remember, prefetch]);

  return { nodes, levels, load, remember };
}

export interface SearchHit {
  row: DataRecord;
  ancestors: Array<DataRecord | undefined>;
}

/** Server-side search for term (debounced); null while there is no term. */
export function useTreeSearch(model: string | undefined, meta: ModelMeta | undefined, ready: boolean, term: string, remember: (rows: DataRecord[]) => void) {
  const [state, setState] = useState<{ term: string; hits: SearchHit[] | null; loading: boolean; error: boolean }>({ term: '', hits: null, loading: false, error: false });
  const needle = term.trim();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needle || !model || !ready) {
      setState({ term: '', hits: null, loading: false, error: false });
      return;
    }
    let stale = false;
    setState((s) => ({ ...s, loading: true, error: false }));
    const parentField = parentFieldOf(meta);
    const timer = setTimeout(() => {
      const chain = Array.from({ length: PATH_DEPTH }, () => parentField).join('__');
      api.list(model, { gql: searchGql(meta, needle), page: 1, paginate_by: SEARCH_LIMIT, demandKeys: [chain] }).then((res) => {
        if (stale) return;
        const hits = res.list.map((row) => ({ row, ancestors: ancestorsOf(row, parentField) }));
        remember(res.list.map((r) => ({ ...r, [parentField]: idOf(r[parentField]) ?? null })));
        setState({ term: needle, hits, loading: false, error: false });
      }, () => { if (!stale) setState({ term: needle, hits: [], loading: false, error: true }); });
    }, SEARCH_DELAY_MS);
    return () => { stale = true; clearTimeout(timer); };
  }, [needle, model, meta, ready, remember, attempt]);
  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
