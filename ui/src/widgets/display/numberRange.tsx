import { localeOf } from '../../i18n/language';
import type { DisplayProps } from './types';

/** number-range: {min, max}, either side optional. */
export function NumberRangeDisplay({ value, lang }: DisplayProps) {
  const r = (value ?? {}) as { min?: number | null; max?: number | null };
  const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toLocaleString(localeOf(lang)));
  const text = r.min != null && r.max != null ? `${fmt(r.min)} – ${fmt(r.max)}` : r.min != null ? `≥ ${fmt(r.min)}` : r.max != null ? `≤ ${fmt(r.max)}` : '';
  return <span className="tabular-nums whitespace-nowrap">{text}</span>;
}
