// The numbers of a report in the reader's language: large counts and money in the spec's
// units (万 for zh_CN, K otherwise, as the list's counts in i18n/format), percents and days with
// one decimal.
import type { Lang } from '../api/types';
import { localeOf } from '../i18n/language';
import type { ColumnFormat } from './types';

function compact(n: number, lang: Lang, digits: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  // From 10,000 in 万 (zh_CN) or K, as i18n/format's counts, and with digit groups past a
  // thousand of them: 1,017.6K rather than 1017.6K.
  if (abs >= 10000) {
    const unit = lang === 'zh_CN' ? 1e4 : 1e3;
    return `${sign}${(Math.round((abs / unit) * 10) / 10).toLocaleString(localeOf(lang))}${lang === 'zh_CN' ? '万' : 'K'}`;
  }
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
