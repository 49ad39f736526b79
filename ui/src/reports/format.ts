// The numbers of a report in the reader's language: large counts and money in the spec's
// units (万 for zh_CN, K otherwise, as the list's counts: i18n/format), percents and days with
// one decimal.
import type { Lang } from '../api/types';
import { formatCount } from '../i18n/format';
import { localeOf } from '../i18n/language';
import type { ColumnFormat } from './types';

function compact(n: number, lang: Lang, digits: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs >= 10000) return sign + formatCount(abs, lang);
  return n.toLocaleString(localeOf(lang), { maximumFractionDigits: digits });
}

/** A cell's value as the table shows it. Percent values are percentage points (42.5 → 42.5%). */
export function formatValue(value: number | undefined | null, format: ColumnFormat | undefined, lang: Lang): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  switch (format) {
    case 'percent':
      return `${(Math.round(value * 10) / 10).toLocaleString(localeOf(lang))}%`;
    case 'days':
      return `${(Math.round(value * 10) / 10).toLocaleString(localeOf(lang))}${lang === 'en' ? ' d' : ' 天'}`;
    case 'money':
      return compact(value, lang, 2);
    default:
      return compact(value, lang, 1);
  }
}

/** A chart axis's tick: the same units, no decimals beyond one. */
export function axisValue(value: number, format: ColumnFormat | undefined, lang: Lang): string {
  if (format === 'percent') return `${value}%`;
  return compact(value, lang, 1);
}
