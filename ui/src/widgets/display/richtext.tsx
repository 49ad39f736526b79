import type { DisplayProps } from './types';

/** richtext: shown as its text (the markup is the editor's; a list cell needs the words). */
export function RichTextDisplay({ value }: DisplayProps) {
  // Blocks and line breaks end words: <p>a</p><p>b</p> is "a b", not "ab" (the editor writes <p> per line).
  const html = String(value).replace(/<\/(p|li|div|blockquote|h[1-6])>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return <span className="line-clamp-2" title={text}>{text}</span>;
}
