import type { DisplayProps } from './types';

/** char, multiline, originaltext: plain text; long text is clamped and shown whole on hover. */
export function TextDisplay({ value }: DisplayProps) {
  const text = String(value);
  return <span className="line-clamp-2 whitespace-pre-line" title={text.length > 60 ? text : undefined}>{text}</span>;
}
