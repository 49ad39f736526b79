// Pure helpers behind the sidebar's drag-to-reorder and folder picking, kept apart for tests.

/** The ids with `active` moved to where `over` was; unchanged when either is unknown. */
export function moveId<T>(ids: T[], active: T, over: T): T[] {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = ids.slice();
  next.splice(from, 1);
  next.splice(to, 0, active);
  return next;
}

/** What to say when the server refused a new order: an entry that vanished or changed meanwhile
 * (404, 409) means the list was stale, which the reload that follows repairs; anything else
 * is the server's own message. */
export function reorderRefusal(e: unknown, stale: string): string {
  const status = (e as { status?: unknown } | null)?.status;
  if (status === 404 || status === 409) return stale;
  return e instanceof Error ? e.message : String(e);
}

/** Items in the order of `ids` (after a drop, before the server answers). */
export function inOrder<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is T => !!i);
}

/** Ticking a folder in the add-to-folder popup toggles it in the picked set. */
export function togglePick(picked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(picked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** A saved filter or folder name: required, trimmed; undefined when empty. */
export function cleanName(name: string): string | undefined {
  const trimmed = name.trim();
  return trimmed === '' ? undefined : trimmed;
}
