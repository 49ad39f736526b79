import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { formatCount } from '../i18n/format';
import { PAGE_SIZES } from '../stores/preferences';

export function Pager({ page, pages, count, exact, pageSize, onPage, onPageSize }: {
  page: number; pages: number; count: number; exact: boolean; pageSize: number;
  onPage(page: number): void; onPageSize(size: number): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const last = Math.max(1, pages);
  const btn = 'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2.5 text-sm text-slate-600">
      <span>{t(exact ? 'list.total' : 'list.totalAbout', { n: formatCount(count, lang), count })}</span>
      <div className="flex items-center gap-3">
        <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} aria-label={t('list.pageSize')}
          className="rounded-md border-0 py-1 pl-2 pr-7 text-sm text-slate-700 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600">
          {PAGE_SIZES.map((s) => <option key={s} value={s}>{t('list.perPage', { count: s })}</option>)}
        </select>
        <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('list.prev')}><ChevronLeft className="size-4" aria-hidden /></button>
        <span className="tabular-nums">{t('list.pageOf', { page, pages: last })}</span>
        <button type="button" className={btn} disabled={page >= last} onClick={() => onPage(page + 1)} aria-label={t('list.next')}><ChevronRight className="size-4" aria-hidden /></button>
      </div>
    </div>
  );
}
