// Numbers and dates per locale: large counts in 万 for zh_CN and K otherwise.
import type { Lang } from '../api/types';
import { localeOf } from './language';

export function formatCount(n: number, lang: Lang): string {
  if (lang === 'zh_CN' && n >= 10000) return `${trim(n / 10000)}万`;
  if (lang !== 'zh_CN' && n >= 10000) return `${trim(n / 1000)}K`;
  return n.toLocaleString(localeOf(lang));
}

function trim(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

export function formatDate(iso: string, lang: Lang): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function formatDateTime(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}
