// A change-log feed item's data: {changes:[{field, old, new}], tags}. Tag fields show as the
// tags added and removed, other fields as old → new.

/** As the server answers it: values already as a person reads them, tag changes with what
 * they added and removed. */
export interface FieldChange { field: string; label?: string; old: unknown; new: unknown; tags?: boolean; added?: unknown[]; removed?: unknown[] }

export function changesOf(data: Record<string, unknown> | null | undefined): FieldChange[] {
  const list = data?.changes;
  return Array.isArray(list) ? (list as FieldChange[]).filter((c) => c && typeof c.field === 'string') : [];
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]).map(String);

/** The tags a change added and removed, in their order: as the server says, else worked out. */
export function tagDiff(change: Pick<FieldChange, 'old' | 'new' | 'added' | 'removed'>): { added: string[]; removed: string[] } {
  if (change.added || change.removed) return { added: (change.added ?? []).map(String), removed: (change.removed ?? []).map(String) };
  const before = asList(change.old), after = asList(change.new);
  return { added: after.filter((t) => !before.includes(t)), removed: before.filter((t) => !after.includes(t)) };
}
