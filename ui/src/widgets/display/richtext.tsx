import type { DisplayProps } from './types';

/** richtext: shown as its text (the markup is the editor's; a list cell needs the words). */
export function RichTextDisplay({ value }: DisplayProps) {
  const doc = new DOMParser().parseFromString(String(value), 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return <span className="line-clamp-2" title={text}>{text}</span>;
}
