// A filter as tokens (spec 002 §3 "Filter token": key, op (empty), value), each read with the
// label of its search-config item and the labels of the options it names.
import type { Option, SearchBase } from './api';
import type { Filter } from './filter';

export interface Token { key: string; op: ''; value: unknown; label: string; text: string }

/** The options of a config item (data_index into base_data), flattened with their children. */
export function optionsOf(base: SearchBase, key: string): Option[] {
  const item = base.query_config.find((q) => q.key === key);
  if (!item || item.data_index === undefined || item.data_index === null) return [];
  const flat = (list: Option[]): Option[] => list.flatMap((o) => [o, ...flat(o.children ?? [])]);
  return flat(base.base_data[item.data_index]?.options ?? []);
}

function valueText(base: SearchBase, key: string, value: unknown): string {
  const item = base.query_config.find((q) => q.key === key);
  const opts = optionsOf(base, key);
  const name = (v: unknown) => opts.find((o) => String(o.value) === String(v))?.label ?? String(v);
  if (item?.type === 'range' && Array.isArray(value)) {
    const [lo, hi] = value as unknown[];
    return `${lo ?? ''}–${hi ?? ''}`;
  }
  if (Array.isArray(value)) return value.map(name).join(', ');
  if (typeof value === 'string' && value.includes(',') && opts.length) return value.split(',').map(name).join(', ');
  return name(value);
}

/** The tokens of a filter, in the order of the search config (keys it does not know last). */
export function filterTokens(filter: Filter, base: SearchBase): Token[] {
  const order = (k: string) => { const i = base.query_config.findIndex((q) => q.key === k); return i < 0 ? Infinity : i; };
  return Object.keys(filter).filter((k) => k !== 'curPage').sort((a, b) => order(a) - order(b)).map((key) => ({
    key, op: '' as const, value: filter[key],
    label: base.query_config.find((q) => q.key === key)?.label ?? key,
    text: valueText(base, key, filter[key]),
  }));
}
