// The rules of the tags input and the tag library popover, kept apart from React so they are
// tested as plain functions (spec 001 "Tag library": spaces allowed in tags, delimiter
// default comma, limit set by max; group tabs show the first 4, the rest under 'Other';
// names over 6 characters truncated).

/** The delimiter between typed tags; Enter also ends a tag. */
export const TAG_DELIMITER = ',';
/** Group tabs shown before the rest go under 'Other'. */
export const VISIBLE_GROUP_TABS = 4;
/** Characters of a group's name a tab shows; the full name is its title. */
export const TAB_NAME_CHARS = 6;
/** The tag autocomplete: from the first character, 300 ms after the last keystroke. */
export const AUTOCOMPLETE_MIN_CHARS = 1;
export const AUTOCOMPLETE_DELAY_MS = 300;
/** The popover's width in pixels. */
export const POPOVER_WIDTH = 600;
/** A tags field without max takes this many (the server's meta.DefaultMaxTags). */
export const DEFAULT_MAX_TAGS = 20;

/** One tag as stored: trimmed, inner runs of spaces made one (as the server does). */
export function cleanTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Splits typed text at the delimiter into clean tags; blanks dropped, inner spaces kept. */
export function splitTags(text: string, delimiter = TAG_DELIMITER): string[] {
  return text.split(delimiter).map(cleanTag).filter((t) => t !== '');
}

/** The result of adding: the new list, and the tags refused because the list was full. */
export interface TagsAdded { tags: string[]; refused: string[] }

/** Adds tags not already present, in order, until max; the rest are refused. */
export function addTags(current: string[], incoming: string[], max = DEFAULT_MAX_TAGS): TagsAdded {
  const tags = [...current];
  const refused: string[] = [];
  for (const raw of incoming) {
    const t = cleanTag(raw);
    if (t === '' || tags.includes(t)) continue;
    if (tags.length >= max) refused.push(t);
    else tags.push(t);
  }
  return { tags, refused };
}

/** Clicking a library tag: selected tags are removed, others added while there is room. */
export function toggleTag(current: string[], tag: string, max = DEFAULT_MAX_TAGS): TagsAdded {
  if (current.includes(tag)) return { tags: current.filter((t) => t !== tag), refused: [] };
  return addTags(current, [tag], max);
}

/**
 * Reads what the user typed so far: the complete tags (each ended by the delimiter) and the
 * unfinished text after the last delimiter, which stays in the box. Pasting "a, b c, d"
 * gives tags a and "b c" and leaves "d".
 */
export function takeTyped(text: string, delimiter = TAG_DELIMITER): { done: string[]; rest: string } {
  const at = text.lastIndexOf(delimiter);
  if (at < 0) return { done: [], rest: text };
  return { done: splitTags(text.slice(0, at), delimiter), rest: text.slice(at + delimiter.length).replace(/^\s+/, '') };
}

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
