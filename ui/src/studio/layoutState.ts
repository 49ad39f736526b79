// The layout editor's state, kept apart from React so it can be tested: a view as editable
// groups, moving a field within and between groups (and to and from the palette of unplaced
// fields), and the entries a save posts.
import type { Lang } from '../api/types';
import type { LayoutEntry, StudioView, Trilingual, ViewSuffix } from '../api/studioTypes';
import { groupViews, type ViewGroupKey } from '../list/views';

/** View names edited as groups of fields; the others (list, search, detailtab) are one column list. */
export const GROUPED_VIEWS = ['detail', 'edit'];
export const VIEW_NAMES = ['list', 'search', 'detailtab', 'detail', 'edit'] as const;
export const SCENES = ['normal', 'dashboard', 'report', 'detailtab'] as const;

/** The container id of the fields not placed in the view. */
export const PALETTE = '__palette__';
/** The one container of a column-list view. */
export const COLUMNS = '__columns__';

export interface EditorGroup {
  /** A stable id for React and drag and drop (names change while editing). */
  key: string;
  name: string;
  label: Partial<Trilingual>;
  layout: 1 | 2;
  fields: string[];
}

export const isGrouped = (view: string) => GROUPED_VIEWS.includes(view);

let seq = 0;
const newKey = () => `group:${++seq}`;

/** The layout a view starts from: its own, else the one the screens fall back to (the edit
 * form uses the detail groups, a detail tab's related list the list columns), so the admin
 * edits what users see now. */
export function viewFor(views: Partial<Record<string, StudioView>>, name: string): StudioView | undefined {
  const own = views[name];
  if (own && (own.groups?.length || own.columns?.length)) return own;
  if (name === 'edit') return views.detail ?? own;
  if (name === 'detailtab') return views.list ?? own;
  return own;
}

/** The fields the palette offers for a view: an edit form leaves out what no one types in
 * (system and read-only fields), so they are not offered there. */
export function offered(fields: { name: string; system?: boolean; editable?: unknown }[], viewName: string): string[] {
  if (viewName !== 'edit') return fields.map((f) => f.name);
  return fields.filter((f) => !f.system && f.editable !== false).map((f) => f.name);
}

/** A view as the editor's groups; a column list is one group keyed COLUMNS. Fields the model
 * no longer has are dropped, so a save never posts them back. */
export function fromView(view: StudioView | undefined, viewName: string, known: Set<string>): EditorGroup[] {
  const keep = (names: string[] | undefined) => (names ?? []).filter((n) => known.has(n));
  if (!isGrouped(viewName)) return [{ key: COLUMNS, name: COLUMNS, label: {}, layout: 1, fields: dedupe(keep(view?.columns)) }];
  const seen = new Set<string>();
  return (view?.groups ?? []).map((g) => ({
    key: newKey(), name: g.name, label: { ...g.label }, layout: g.layout === 1 ? 1 : 2,
    fields: keep(g.fields).filter((n) => !seen.has(n) && !!seen.add(n)),
  }));
}

function dedupe(names: string[]): string[] {
  return [...new Set(names)];
}

/** What POST modify takes, in order: each group, then its fields; a column list only fields. */
export function toEntries(groups: EditorGroup[], viewName: string, lang: Lang): LayoutEntry[] {
  if (!isGrouped(viewName)) return groups.flatMap((g) => g.fields.map((name) => ({ entry_type: 'field' as const, name })));
  return groups.flatMap((g) => [
    { entry_type: 'group' as const, name: g.name, label_value: groupLabel(g, lang), label: g.label, extra: g.layout },
    ...g.fields.map((name) => ({ entry_type: 'field' as const, name })),
  ]);
}

/** The entries read back as groups (the inverse of toEntries); fields before any group open an unnamed one. */
export function fromEntries(entries: LayoutEntry[]): Omit<EditorGroup, 'key'>[] {
  const groups: Omit<EditorGroup, 'key'>[] = [];
  for (const e of entries) {
    if (e.entry_type === 'group') groups.push({ name: e.name, label: { ...e.label }, layout: e.extra === 1 ? 1 : 2, fields: [] });
    else {
      if (!groups.length) groups.push({ name: '', label: {}, layout: 2, fields: [] });
      groups[groups.length - 1].fields.push(e.name);
    }
  }
  return groups;
}

export function groupLabel(g: Pick<EditorGroup, 'label' | 'name'>, lang: Lang): string {
  return g.label[lang] || g.label.en || g.label.zh_CN || g.name;
}

/** The model's fields no group holds, in the model's order. */
export function unplaced(groups: EditorGroup[], all: string[]): string[] {
  const placed = new Set(groups.flatMap((g) => g.fields));
  return all.filter((n) => !placed.has(n));
}

/** The container (group key, or PALETTE) holding a field. */
export function containerOf(groups: EditorGroup[], field: string): string {
  return groups.find((g) => g.fields.includes(field))?.key ?? PALETTE;
}

/** Moves a field to position `index` of a container (a group's key, or PALETTE to take it out
 * of the view). Works the same for a move within a group, between groups, and from the palette. */
export function moveField(groups: EditorGroup[], field: string, to: string, index: number): EditorGroup[] {
  const without = groups.map((g) => (g.fields.includes(field) ? { ...g, fields: g.fields.filter((f) => f !== field) } : g));
  if (to === PALETTE) return without;
  return without.map((g) => {
    if (g.key !== to) return g;
    const at = Math.max(0, Math.min(index, g.fields.length));
    return { ...g, fields: [...g.fields.slice(0, at), field, ...g.fields.slice(at)] };
  });
}

/** Where a drop over `overId` lands: over a field, at that field's place in its container;
 * over a container itself (an empty group, the palette), at its end. */
export function dropTarget(groups: EditorGroup[], overId: string): { container: string; index: number } {
  if (overId === PALETTE) return { container: PALETTE, index: 0 };
  const group = groups.find((g) => g.key === overId);
  if (group) return { container: group.key, index: group.fields.length };
  const holder = groups.find((g) => g.fields.includes(overId));
  if (holder) return { container: holder.key, index: holder.fields.indexOf(overId) };
  return { container: PALETTE, index: 0 };
}

/** The three names of a new group ('New Group' in every language), with a unique identifier. */
export function addGroup(groups: EditorGroup[], label: Trilingual): EditorGroup[] {
  const taken = new Set(groups.map((g) => g.name));
  let name = 'new_group';
  for (let n = 2; taken.has(name); n++) name = `new_group_${n}`;
  return [...groups, { key: newKey(), name, label: { ...label }, layout: 2, fields: [] }];
}

/** Removing a group removes its fields from the view too (they go back to the palette). */
export function removeGroup(groups: EditorGroup[], key: string): EditorGroup[] {
  return groups.filter((g) => g.key !== key);
}

/** An inline rename edits the label in the language being shown; the others keep theirs
 * unless they were empty. */
export function renameGroup(groups: EditorGroup[], key: string, text: string, lang: Lang): EditorGroup[] {
  return groups.map((g) => {
    if (g.key !== key) return g;
    const label: Partial<Trilingual> = { ...g.label, [lang]: text };
    for (const l of ['en', 'zh_CN', 'zh_TW'] as const) if (!label[l]) label[l] = text;
    return { ...g, label };
  });
}

export function setGroupLayout(groups: EditorGroup[], key: string, layout: 1 | 2): EditorGroup[] {
  return groups.map((g) => (g.key === key ? { ...g, layout } : g));
}

/** Same layout as saved (for the unsaved-changes warning). */
export function sameLayout(a: EditorGroup[], b: EditorGroup[]): boolean {
  const strip = (gs: EditorGroup[]) => JSON.stringify(gs.map(({ key: _key, ...rest }) => rest));
  return strip(a) === strip(b);
}

export type SuffixGroup = ViewGroupKey;

/** The suffix radios' sections (spec 001): System Management (groups -99 and -50), Shared
 * Settings (-1), Personal Settings (the user's own; the server lists no one else's). The
 * default view (code "") is always there, first under System Management. */
export function groupSuffixes(list: ViewSuffix[], userId: number | undefined, defaultName: string): Record<SuffixGroup, ViewSuffix[]> {
  const out: Record<SuffixGroup, ViewSuffix[]> = { system: [], shared: [], personal: [] };
  for (const g of groupViews(list, defaultName)) {
    out[g.key] = g.views
      .filter((s) => g.key !== 'personal' || (userId !== undefined && (s.suffix_user_id ?? s.group) === userId))
      .map((s) => (s.code === '' ? { ...s, value: s.value || defaultName } : s));
  }
  return out;
}
