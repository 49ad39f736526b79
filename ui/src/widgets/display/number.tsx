import { localeOf } from '../../i18n/language';
import type { DisplayProps } from './types';

/** integer, double, expressions: grouped digits in the user's locale. */
export function NumberDisplay({ value, lang }: DisplayProps) {
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return <span>{String(value)}</span>;
  return <span className="tabular-nums">{n.toLocaleString(localeOf(lang), { maximumFractionDigits: 2 })}</span>;
}
