import type { ReactNode } from 'react';

/** The text with every regular-expression special character escaped, so a user's search
 * such as `c++ (` matches literally (spec 000 §5). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The text with each case-insensitive occurrence of term wrapped in <mark>. */
export function Highlight({ text, term }: { text: string; term: string }): ReactNode {
  const needle = term.trim();
  if (!needle) return text;
  const parts = text.split(new RegExp(`(${escapeRegExp(needle)})`, 'gi'));
  // split with a capturing group puts the matches at the odd places.
  return parts.map((part, i) => (i % 2 === 1
    ? <mark key={i} className="rounded-sm bg-amber-100 px-px text-inherit">{part}</mark>
    : part));
}
