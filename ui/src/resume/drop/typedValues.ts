// A CV dropped on an add form already typed in: the review starts from the CV's values, but
// what the user typed (anything other than the form's defaults) stays theirs, unmarked.
import type { FormLayout } from '../../forms/schema';
import { toFormData } from '../../forms/schema';
import { isEmpty } from './cvDrop';

/** The fields the user typed: not empty and not the default the form started from. */
export function typedOver(layout: FormLayout, typed?: Record<string, unknown>): Set<string> {
  if (!typed) return new Set();
  const defaults = toFormData(layout);
  const shown = new Set(layout.groups.flatMap((g) => g.fields));
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const blank = (v: unknown) => isEmpty(v) || (typeof v === 'string' && v.trim() === '');
  return new Set(Object.keys(typed).filter((k) => shown.has(k) && !blank(typed[k]) && !same(typed[k], defaults[k])));
}

/** The review form's first values: the defaults, the CV's values over them, what was typed over both. */
export function withTyped(layout: FormLayout, prefill: Record<string, unknown>, typed?: Record<string, unknown>): Record<string, unknown> {
  const base = toFormData(layout);
  const given = toFormData(layout, { id: 0, ...prefill });
  for (const k of Object.keys(prefill)) if (k in given) base[k] = given[k];
  for (const k of typedOver(layout, typed)) base[k] = typed![k];
  return base;
}
