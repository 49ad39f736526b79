// The rules of the tags input, kept apart from React so they are tested as plain functions
// (spec 001 "Tag library": spaces allowed in tags, delimiter default comma, limit set by max).

/** The delimiter between typed tags; Enter also ends a tag. */
export const TAG_DELIMITER = ',';
/** The tag autocomplete: from the first character, 300 ms after the last keystroke. */
export const AUTOCOMPLETE_MIN_CHARS = 1;
export const AUTOCOMPLETE_DELAY_MS = 300;
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
