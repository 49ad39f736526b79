// Mentions in note content. The editor shows a mention as a chip '@name'; the server stores it
// as the text '@name(id:{id})' (spec 000 §5), '@all' being id 0. These functions convert
// between the two, and repair the malformed suffixes older clients wrote, as the server does.

/** The id of the '@all' mention: everyone who may read the record. */
export const ALL_ID = 0;

// A name runs from '@' to its suffix and holds no markup, '@' or brackets; spaces are allowed
// ('@Leo Cao(id:5)'), so the shortest name before a suffix wins.
const NAME = '[^@<>()（）\\n]{1,60}?';
// Malformed suffixes: full-width brackets or colon, '=' or nothing for ':', spaces, upper case, a
// missing ')' (engine/mentions.go repairs the same on every write).
const LOOSE = new RegExp(`@(${NAME})\\s*[(（]\\s*id\\s*[:：=]?\\s*(\\d+)(?:\\s*[)）])?`, 'gi');
const STRICT = new RegExp(`@(${NAME})\\(id:(\\d+)\\)`, 'g');

/** Rewrites every mention suffix to the one form '@name(id:{id})'. */
export function repairMentions(stored: string): string {
  return stored.replace(LOOSE, (_, name: string, id: string) => `@${name.trim()}(id:${Number(id)})`);
}

/** The mentions of stored content, in order, once each. */
export function mentionsIn(stored: string): { id: number; name: string }[] {
  const seen = new Set<number>();
  const out: { id: number; name: string }[] = [];
  for (const m of repairMentions(stored).matchAll(STRICT)) {
    const id = Number(m[2]);
    if (!seen.has(id)) { seen.add(id); out.push({ id, name: m[1] }); }
  }
  return out;
}

/** The editor's chip for one mention (what the Mention node renders and parses). */
export function mentionChip(id: number, name: string): string {
  return `<span data-mention="${id}" data-label="${escapeAttr(name)}" class="mention">@${name}</span>`;
}

/** Stored content → the editor's HTML, mentions as chips. */
export function toEditorHtml(stored: string): string {
  return repairMentions(stored).replace(STRICT, (_, name: string, id: string) => mentionChip(Number(id), name));
}

// The chip as the editor writes it back: attributes in any order, the label as its text.
const CHIP = /<span\b[^>]*\bdata-mention="(\d+)"[^>]*>@?([^<]*)<\/span>/g;

/** The editor's HTML → stored content: each chip becomes '@name(id:{id})'. */
export function fromEditorHtml(html: string): string {
  return html.replace(CHIP, (_, id: string, name: string) => `@${name}(id:${Number(id)})`);
}

/** Stored content → HTML to show: each mention a highlighted '@name', a link to the user
 * (the '@all' mention names no one, so it is not a link). Sanitise after. */
export function renderMentions(stored: string, userHref: (id: number) => string): string {
  return repairMentions(stored).replace(STRICT, (_, name: string, id: string) => {
    const n = Number(id);
    return n === ALL_ID
      ? `<span class="mention" data-mention="0">@${name}</span>`
      : `<a class="mention" data-mention="${n}" href="${userHref(n)}">@${name}</a>`;
  });
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
