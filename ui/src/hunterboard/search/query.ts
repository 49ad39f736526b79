// The resume search's query (spec 002 §3, add-on B): a JSON object of token name to value,
// several values as comma-separated ids. It travels in the page's address
// (#hunterboard/resumes?q={json}&page=n) so Back, reload and a shared link land on the same
// results; a changed filter goes back to page 1.
import type { SearchQuery, SearchToken, TokenOption } from '../types';

export const PAGE_ROUTE = '#hunterboard/resumes';

/** The query in an address parameter; anything unreadable is no filter. */
export function parseQuery(text: string | null): SearchQuery {
  if (!text) return {};
  try {
    const o = JSON.parse(text) as unknown;
    if (!o || typeof o !== 'object' || Array.isArray(o)) return {};
    const out: SearchQuery = {};
    for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
      const s = Array.isArray(v) ? v.join(',') : v === null || v === undefined ? '' : String(v);
      if (s.trim() !== '') out[k] = s;
    }
    return out;
  } catch {
    return {};
  }
}

/** The query as stored and compared: keys sorted, empty values dropped. */
export function queryText(q: SearchQuery): string {
  const sorted: SearchQuery = {};
  for (const k of Object.keys(q).sort()) if (q[k] !== '') sorted[k] = q[k];
  return JSON.stringify(sorted);
}

/** The page's address for a query and page (page 1 and an empty query are left out). */
export function searchHash(q: SearchQuery, page = 1): string {
  const p = new URLSearchParams();
  const text = queryText(q);
  if (text !== '{}') p.set('q', text);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `${PAGE_ROUTE}?${s}` : PAGE_ROUTE;
}

/** The query with one token set (or removed, when value is empty). */
export function withToken(q: SearchQuery, name: string, value: string): SearchQuery {
  const next = { ...q };
  if (value.trim() === '') delete next[name];
  else next[name] = value;
  return next;
}

export const splitIds = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

function findOption(options: TokenOption[], id: string): TokenOption | undefined {
  for (const o of options) {
    if (String(o.id) === id) return o;
    const inner = o.children ? findOption(o.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** A token's value as people read it: option ids resolved to their labels, comma-separated. */
export function valueLabel(token: SearchToken | undefined, value: string): string {
  if (!token?.options?.length || (token.type !== 'checkboxdropdown' && token.type !== 'tree')) return value;
  return splitIds(value).map((id) => findOption(token.options!, id)?.label ?? id).join(', ');
}

export interface Pill { name: string; label: string; value: string }

/** The pills of a query, in the order of the tokens (unknown names last, named as they are). */
export function pillsOf(q: SearchQuery, tokens: SearchToken[]): Pill[] {
  const known = tokens.filter((t) => q[t.name]).map((t) => ({ name: t.name, label: t.label, value: valueLabel(t, q[t.name]) }));
  const other = Object.keys(q).filter((k) => q[k] && !tokens.some((t) => t.name === k)).map((k) => ({ name: k, label: k, value: q[k] }));
  return [...known, ...other];
}
