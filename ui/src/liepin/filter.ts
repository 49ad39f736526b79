// The resume list's filter (spec 002 §2): a JSON object of filter key to value, carried in the
// address after the page name, URL-encoded: #liepin/resumelist/{encoded JSON}. The variants of
// the page are a parameter after it (?layout=…). An empty filter means no query.
export type Filter = Record<string, unknown>;

/** The layouts of the search page: all parts; no left bar; the list only; in a tab (no left
 * bar, filters kept in place rather than in the address). */
export type Layout = 'full' | 'noleft' | 'bare' | 'tab';
export const LAYOUTS: readonly Layout[] = ['full', 'noleft', 'bare', 'tab'];

export const PAGE_GROUP = 'liepin';
export const LIST_PAGE = 'resumelist';

/** A value that filters nothing: '', null, undefined, [], and a range with neither end. */
function empty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.every(empty);
  if (typeof v === 'object') return Object.values(v as object).every(empty);
  return false;
}

/** The filter without its empty keys and without the page (a filter names no page: changing
 * it starts at page 1). */
export function cleanFilter(f: Filter): Filter {
  const out: Filter = {};
  for (const [k, v] of Object.entries(f)) if (k !== 'curPage' && !empty(v)) out[k] = v;
  return out;
}

/** The address segment of a filter ('' for none). */
export function encodeFilter(f: Filter): string {
  const clean = cleanFilter(f);
  return Object.keys(clean).length ? encodeURIComponent(JSON.stringify(clean)) : '';
}

/** The filter an address segment holds; anything but a JSON object is no filter. */
export function decodeFilter(segment: string | undefined): Filter {
  if (!segment) return {};
  try {
    const v: unknown = JSON.parse(decodeURIComponent(segment));
    return v && typeof v === 'object' && !Array.isArray(v) ? cleanFilter(v as Filter) : {};
  } catch {
    return {};
  }
}

/** The address of the resume list with a filter (page 1) in a layout. */
export function resumeListHash(f: Filter = {}, layout: Layout = 'full'): string {
  const seg = encodeFilter(f);
  return `#${PAGE_GROUP}/${LIST_PAGE}${seg ? `/${seg}` : ''}${layout === 'full' ? '' : `?layout=${layout}`}`;
}

export interface ListRoute { page: string; filter: Filter; layout: Layout }

/** What an address of the page group says: its page, filter and layout. */
export function parseListRoute(hash: string): ListRoute {
  const raw = hash.replace(/^#\/?/, '');
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
  const [, page = '', segment = ''] = path.split('/');
  const l = params.get('layout') as Layout | null;
  return { page: page || LIST_PAGE, filter: decodeFilter(segment), layout: l && LAYOUTS.includes(l) ? l : 'full' };
}

/** The query sent to the provider: the filter with the page merged in as curPage (1-based,
 * as the add-on's server reads it). */
export function searchQuery(f: Filter, page: number): Filter {
  return { ...cleanFilter(f), curPage: page };
}

/** The filter a saved search holds (its querstr, JSON text); a broken one is no filter. */
export function parseSaved(querstr: string): Filter {
  try {
    const v: unknown = JSON.parse(querstr);
    return v && typeof v === 'object' && !Array.isArray(v) ? cleanFilter(v as Filter) : {};
  } catch {
    return {};
  }
}
