// The tag library popover's group tabs (spec 001 "Tag library": the first 4 groups as tabs,
// the rest under 'Other'; names over 6 characters truncated), as plain functions for tests.

/** Group tabs shown before the rest go under 'Other'. */
export const VISIBLE_GROUP_TABS = 4;
/** Characters of a group's name a tab shows; the full name is its title. */
export const TAB_NAME_CHARS = 6;
/** The popover's width in pixels. */
export const POPOVER_WIDTH = 600;

/** A group's tab text: at most TAB_NAME_CHARS characters (by code point, so 技能 counts 2). */
export function tabLabel(name: string, chars = TAB_NAME_CHARS): string {
  const points = Array.from(name);
  return points.length > chars ? `${points.slice(0, chars).join('')}…` : name;
}

/** Splits groups into the visible tabs and those under 'Other'. The chosen group, when it
 * would be hidden under Other, is still reachable there (and shown as Other's label). */
export function splitTabs<T>(groups: T[], visible = VISIBLE_GROUP_TABS): { tabs: T[]; other: T[] } {
  return { tabs: groups.slice(0, visible), other: groups.slice(visible) };
}
