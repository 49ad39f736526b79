import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../components/useDismiss';
import { clampPage, pageInfo, quickLinks } from './pagination';
import './i18n';

/** The resume list's pager (spec 002 §2): previous and next (disabled at the ends), the
 * current/max(total) dropdown that closes on any outside click, quick links to pages 1–5 and a
 * number input to jump from 1 to the last page. */
export function Pagination({ total, page, onPage }: { total: number; page: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const { currentPage, maxPage, maxCount } = pageInfo(total, page);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), ref);
  const go = (n: number) => { setOpen(false); setTyped(''); if (n !== currentPage) onPage(clampPage(n, maxPage)); };
  function jump(e: FormEvent) {
    e.preventDefault();
    const n = Number(typed);
    if (typed !== '' && Number.isFinite(n)) go(n);
  }
  const btn = 'inline-flex size-8 items-center justify-center rounded-lg text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('liepin.pager.pages')} className="flex items-center gap-1.5" data-testid="liepin-pager">
      <button type="button" className={btn} aria-label={t('liepin.pager.previous')} disabled={currentPage <= 1} onClick={() => go(currentPage - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      <div ref={ref} className="relative">
        <button type="button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}
          className="inline-flex h-8 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm tabular-nums text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50">
          {t('liepin.pager.summary', { current: currentPage, max: maxPage, total: maxCount })}
          <ChevronDown className="size-3.5" aria-hidden />
        </button>
        {open && (
          <div role="group" aria-label={t('liepin.pager.pages')} className="absolute left-0 z-20 mt-1 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
            <ul className="grid grid-cols-3 gap-1">
              {quickLinks(maxPage).map((n) => (
                <li key={n}>
                  <button type="button" onClick={() => go(n)} aria-current={n === currentPage ? 'page' : undefined}
                    className={`w-full rounded-md px-2 py-1 text-sm ${n === currentPage ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
                    {t('liepin.pager.page', { n })}
                  </button>
                </li>
              ))}
            </ul>
            <form noValidate onSubmit={jump} className="mt-2 flex items-center gap-1.5 border-t border-slate-100 pt-2">
              <input type="number" min={1} max={maxPage} value={typed} onChange={(e) => setTyped(e.target.value)} aria-label={t('liepin.pager.jump')}
                placeholder={`1–${maxPage}`} className="h-8 w-full min-w-0 rounded-md border border-slate-300 px-2 text-sm" />
              <button type="submit" className="h-8 shrink-0 rounded-md bg-brand-600 px-2.5 text-sm font-medium text-white hover:bg-brand-700">{t('liepin.pager.go')}</button>
            </form>
          </div>
        )}
      </div>
      <button type="button" className={btn} aria-label={t('liepin.pager.next')} disabled={currentPage >= maxPage} onClick={() => go(currentPage + 1)}>
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
