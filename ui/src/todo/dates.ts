import type { Locale } from 'date-fns';
import { enUS, zhCN, zhTW } from 'date-fns/locale';
import type { Lang } from '../api/types';

/** date-fns' locale of a UI language: weekday and month names in the calendar. */
export function dateLocale(lang: Lang): Locale {
  return lang === 'zh_CN' ? zhCN : lang === 'zh_TW' ? zhTW : enUS;
}

/** A stored datetime (ISO-8601) as a Date, or undefined. */
export function parseStored(v: unknown): Date | undefined {
  if (typeof v !== 'string' || !v) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}
