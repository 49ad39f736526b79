// A logged value as one line of text: lists joined, links by their name, rich text stripped.
export function logValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (Array.isArray(v)) return v.map(logValue).filter(Boolean).join(', ');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.__name__ === 'string') return o.__name__;
    if ('start' in o || 'end' in o) return `${logValue(o.start)} – ${logValue(o.end)}`;
    return JSON.stringify(v);
  }
  const s = String(v);
  return /<[a-z][\s\S]*>/i.test(s) ? s.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : s;
}
