// A change-log feed item's data: {changes:[{field, old, new}], tags}. Tag fields show as the
// tags added and removed, other fields as old → new.

export interface FieldChange { field: string; field_label?: string; old: unknown; new: unknown }

export function changesOf(data: Record<string, unknown> | null | undefined): FieldChange[] {
  const list = data?.changes;
  return Array.isArray(list) ? (list as FieldChange[]).filter((c) => c && typeof c.field === 'string') : [];
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]).map(String);

/** The tags a change added and removed, in their order. */
export function tagDiff(change: Pick<FieldChange, 'old' | 'new'>): { added: string[]; removed: string[] } {
  const before = asList(change.old), after = asList(change.new);
  return { added: after.filter((t) => !before.includes(t)), removed: before.filter((t) => !after.includes(t)) };
}
