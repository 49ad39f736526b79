import type { ReactNode } from 'react';
import type { FieldMeta, Lang } from '../../api/types';

/** How one field type shows a value, in a list cell or a detail row. */
export interface DisplayProps {
  value: unknown;
  field: FieldMeta;
  lang: Lang;
  /** Where the value shows: a list cell wants one line, a detail page the whole value. */
  variant?: 'cell' | 'detail';
}
export type DisplayWidget = (props: DisplayProps) => ReactNode;

export function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

/** Linked records arrive expanded ({id, __name__}) when asked for with demandKeys, else as ids. */
export function nameOf(v: unknown, lang: Lang): string {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (lang === 'en' && typeof o.name_en === 'string' && o.name_en) return o.name_en;
    if (o.__name__ !== undefined) return String(o.__name__);
    if (o.name !== undefined) return String(o.name);
    if (o.id !== undefined) return `#${o.id}`;
  }
  return typeof v === 'number' ? `#${v}` : String(v);
}

export function idOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number') return (v as { id: number }).id;
  return undefined;
}
