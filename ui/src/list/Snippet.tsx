import type { DataRecord } from '../api/types';

/** Where a listed record matched the search, as the server answers it on each row. */
export interface ListSnippet {
  field: string;
  text: string;
  /** [start, end) offsets in characters (code points) of text. */
  marks: Array<[number, number]>;
}

/** The snippet of a row, when the list was searched and the match is in a field it does not show. */
export function snippetOf(row: DataRecord): ListSnippet | undefined {
  const s = row.__snippet__ as ListSnippet | undefined;
  return s && typeof s.text === 'string' && Array.isArray(s.marks) ? s : undefined;
}

/** The text cut at the marks: [text, marked] parts in order. Offsets count code points, as the
 * server's do, so a character outside the BMP is one. Overlapping or out-of-range marks are
 * clipped. */
export function snippetParts(s: ListSnippet): Array<[string, boolean]> {
  const chars = Array.from(s.text);
  const out: Array<[string, boolean]> = [];
  let at = 0;
  for (const [start, end] of [...s.marks].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, at);
    const to = Math.min(end, chars.length);
    if (to <= from) continue;
    if (from > at) out.push([chars.slice(at, from).join(''), false]);
    out.push([chars.slice(from, to).join(''), true]);
    at = to;
  }
  if (at < chars.length) out.push([chars.slice(at).join(''), false]);
  return out;
}

/** How many characters a row shows before the first match: the snippet sits in the list's
 * narrow first column, two lines at most, so the match must come early to be seen. */
export const SNIPPET_LEAD = 12;

/** The snippet from a few characters before its first mark, "…" where it is cut. */
export function fromFirstMark(s: ListSnippet, lead = SNIPPET_LEAD): ListSnippet {
  const first = Math.min(...s.marks.map((m) => m[0]));
  const chars = Array.from(s.text);
  const cut = first - lead;
  if (!Number.isFinite(first) || cut <= 1) return s;
  return { ...s, text: `…${chars.slice(cut).join('')}`, marks: s.marks.map(([a, b]) => [a - cut + 1, b - cut + 1]) };
}

/** A row's snippet, the matches in <mark>. The server's text is the record's own value: it is
 * drawn as text, never as HTML. */
export function SnippetLine({ row }: { row: DataRecord }) {
  const s = snippetOf(row);
  if (!s) return null;
  return (
    <p className="mt-0.5 line-clamp-2 text-xs font-normal text-slate-500" data-snippet={s.field}>
      {snippetParts(fromFirstMark(s)).map(([text, marked], i) => (marked ? <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{text}</mark> : <span key={i}>{text}</span>))}
    </p>
  );
}
