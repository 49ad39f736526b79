import DOMPurify from 'dompurify';
import type { DisplayProps } from './types';

// The server sanitises richtext on every write; the page sanitises again before it renders
// markup, so a value that reached the database some other way still cannot run script.
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'h1', 'h2', 'h3', 'h4', 'div'],
  ALLOWED_ATTR: ['style', 'href', 'target', 'rel', 'src', 'alt', 'class'],
};

/** richtext: a list cell shows its words on one line; a detail page shows it formatted. */
export function RichTextDisplay({ value, variant }: DisplayProps) {
  if (variant === 'detail') {
    const html = DOMPurify.sanitize(String(value), ALLOWED);
    return <div className="rt-content" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  // Blocks and line breaks end words: <p>a</p><p>b</p> is "a b", not "ab" (the editor writes <p> per line).
  const html = String(value).replace(/<\/(p|li|div|blockquote|h[1-6])>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return <span className="line-clamp-2" title={text}>{text}</span>;
}
