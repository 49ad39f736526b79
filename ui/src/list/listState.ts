import { gqlValue } from '../widgets/input/tree/treeData';

// A list's view, filter, search, order and page live in the hash query
// (#model/list?suffix=&gql=&k=&f=&page=&o=), so Back/Forward and shared links restore them.
export interface ListState {
  /** What the user typed in the gql box. */
  gql: string;
  /** What the user typed in the search box: a keyword= term, Boolean or plain. */
  keyword?: string;
  /** Facet selections: field → the facet values' gql conditions (OR within a field). */
  facets: Record<string, string[]>;
  page: number;
  ordering: string;
  /** The view (suffix) named in the link; absent, the list shows the user's default. */
  suffix?: string;
  /** The shown view's own filter (meta suffix filter): not in the link, which names the view. */
  viewFilter?: string;
}

/** The list a saved filter opens: its query from page 1 without facets, in the view and
 * ordering it was saved with (what it does not name stays as it is). */
export function applySaved(state: ListState, query: string, view?: { suffix?: string; ordering?: string }): ListState {
  const { keyword: _replaced, ...rest } = state;
  const next: ListState = { ...rest, gql: query, facets: {}, page: 1 };
  if (view?.suffix !== undefined) next.suffix = view.suffix;
  if (view?.ordering) next.ordering = view.ordering;
  return next;
}

export function readListState(query: URLSearchParams, defaultOrdering = ''): ListState {
  let facets: Record<string, string[]> = {};
  try {
    const parsed = JSON.parse(query.get('f') ?? '{}');
    if (parsed && typeof parsed === 'object') facets = parsed;
  } catch {
    facets = {};
  }
  const page = Number(query.get('page'));
  const suffix = query.get('suffix') ?? undefined;
  // A link naming records by id (the auto-login landing's #cvsent/list?id__s=3,4) opens the
  // list filtered to them, the filter shown in the gql box where it can be cleared.
  const ids = (query.get('id__s') ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d+$/.test(s));
  const byIds = ids.length ? `id__s=${ids.join(',')}` : '';
  const typed = query.get('gql') ?? '';
  const keyword = query.get('k') ?? '';
  return { gql: byIds && typed ? `(${typed})&${byIds}` : typed || byIds, ...(keyword && { keyword }), facets, page: Number.isInteger(page) && page > 0 ? page : 1, ordering: query.get('o') ?? defaultOrdering, ...(suffix !== undefined && { suffix }) };
}

export function listQuery(s: ListState): Record<string, string | undefined> {
  const facets = Object.fromEntries(Object.entries(s.facets).filter(([, v]) => v.length > 0));
  return {
    ...(s.suffix && { suffix: s.suffix }),
    gql: s.gql || undefined,
    ...(s.keyword && { k: s.keyword }),
    f: Object.keys(facets).length ? JSON.stringify(facets) : undefined,
    page: s.page > 1 ? String(s.page) : undefined,
    o: s.ordering || undefined,
  };
}

function group(conditions: string[]): string {
  return conditions.length === 1 ? conditions[0] : `(${conditions.join('|')})`;
}

/** The gql sent to the server: the view's filter AND the typed filter AND the search box's
 * term AND each facet's selected values. */
export function combinedGql(s: ListState, skipFacet?: string): string {
  const parts: string[] = [];
  if (s.viewFilter?.trim()) parts.push(`(${s.viewFilter.trim()})`);
  if (s.gql.trim()) parts.push(`(${s.gql.trim()})`);
  if (s.keyword?.trim()) parts.push(`keyword=${gqlValue(s.keyword.trim())}`);
  for (const [field, conditions] of Object.entries(s.facets)) {
    if (field !== skipFacet && conditions.length) parts.push(group(conditions));
  }
  return parts.join('&');
}

/** Clicking a column: ascending, then descending, then the next column starts ascending. */
export function nextOrdering(current: string, column: string): string {
  if (current === column) return `-${column}`;
  return column;
}

export function toggleFacet(s: ListState, field: string, condition: string): ListState {
  const current = s.facets[field] ?? [];
  const next = current.includes(condition) ? current.filter((c) => c !== condition) : [...current, condition];
  return { ...s, page: 1, facets: { ...s.facets, [field]: next } };
}
