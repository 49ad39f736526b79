// The field-tree picker's pure parts (spec 000 §2): which nodes show for a search, and what a
// pick adds to a gql filter.
import type { FieldNode } from '../api/types';

/** Case-insensitive search of a field's label or path; the text is matched literally, as the
 * spec's escaped regular expression does (a '(' or '*' typed is just that character). */
export function matchesSearch(node: FieldNode, search: string): boolean {
  const q = search.trim();
  if (!q) return true;
  const re = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return re.test(node.label_value) || re.test(node.name);
}

export interface TreeRow { node: FieldNode; depth: number; expanded: boolean }

/** The rows to draw: each loaded level under its expanded parent; while searching, a branch
 * shows when a field in it matches. */
export function treeRows(roots: FieldNode[], children: Record<string, FieldNode[]>, expanded: Set<string>, search: string, depth = 0): TreeRow[] {
  const out: TreeRow[] = [];
  for (const node of roots) {
    const kids = expanded.has(node.name) ? treeRows(children[node.name] ?? [], children, expanded, search, depth + 1) : [];
    if (matchesSearch(node, search) || kids.length) out.push({ node, depth, expanded: expanded.has(node.name) }, ...kids);
  }
  return out;
}

/** The gql after picking a field: the path with '=' added at the end, ready for a value. */
export function withField(gql: string, path: string): string {
  const base = gql.trim();
  return `${base}${base && !/[&|(]$/.test(base) ? '&' : ''}${path}=`;
}
