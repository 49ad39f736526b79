// The composer's address rules (spec 000 §5 "e-mail tags", spec 001 §5), the same the server
// applies in engine/mail/address.go: a tag is an address or "Name <address>" (the bracketed
// part is taken), it must match a standard pattern, and one list holds at most 5 tags for the
// FA client type, 100 otherwise. Kept apart from React so they are tested as plain functions.

/** The HTML living standard's address, with a dot required in the domain (as the server). */
const ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Suggestions: from the first character, 300 ms after the last keystroke. */
export const SUGGEST_MIN_CHARS = 1;
export const SUGGEST_DELAY_MS = 300;
/** The attachments' total limit when the tenant sets none (spec 001 §9). */
export const DEFAULT_ATTACHMENT_MB = 20;

/** The address a tag stands for, and whether it is valid. */
export function parseAddress(tag: string): { address: string; valid: boolean } {
  let s = tag.trim();
  const open = s.lastIndexOf('<');
  if (open >= 0) {
    const close = s.lastIndexOf('>');
    if (close < open) return { address: s, valid: false };
    s = s.slice(open + 1, close).trim();
  }
  return { address: s, valid: s.includes('@') && ADDRESS.test(s) };
}

/** How many tags one list takes: 5 for the FA client type, 100 otherwise. */
export function maxAddresses(clientType: string | undefined): number {
  return (clientType ?? '').toUpperCase() === 'FA' ? 5 : 100;
}

/** Splits typed or pasted text into tags at commas, semicolons and line breaks. */
export function splitAddresses(text: string): string[] {
  return text.split(/[,;\n\r]/).map((s) => s.trim()).filter((s) => s !== '');
}

/** Takes the finished tags out of what is being typed: everything before the last delimiter. */
export function takeTyped(text: string): { done: string[]; rest: string } {
  const at = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'), text.lastIndexOf('\n'));
  if (at < 0) return { done: [], rest: text };
  return { done: splitAddresses(text.slice(0, at)), rest: text.slice(at + 1).trimStart() };
}

/** What adding tags did: the new list, and why some were refused. */
export interface AddressesAdded {
  tags: string[];
  /** Tags that are not addresses ('Invalid Email Address'). */
  invalid: string[];
  /** True when the list was full ('Email address maximum' with the limit). */
  full: boolean;
}

/** Adds valid tags not already present (by address), in order, until max. */
export function addAddresses(current: string[], incoming: string[], max: number): AddressesAdded {
  const tags = [...current];
  const have = new Set(current.map((t) => parseAddress(t).address.toLowerCase()));
  const invalid: string[] = [];
  let full = false;
  for (const tag of incoming) {
    const { address, valid } = parseAddress(tag);
    if (!valid) { invalid.push(tag); continue; }
    if (have.has(address.toLowerCase())) continue;
    if (tags.length >= max) { full = true; continue; }
    tags.push(tag.trim());
    have.add(address.toLowerCase());
  }
  return { tags, invalid, full };
}

/** The total size of files, and whether it stays within maxMB megabytes. */
export function attachmentsFit(sizes: number[], maxMB: number): boolean {
  return sizes.reduce((a, b) => a + b, 0) <= maxMB * 1024 * 1024;
}
