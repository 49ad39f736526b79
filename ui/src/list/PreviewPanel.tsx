import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../api/types';
import { FullPageSpinner } from '../components/Spinner';
import { formatRoute } from '../router/hash';

const DetailScreen = lazy(() => import('../detail/DetailScreen'));

/** The screen wrapper: browse the list's records in a side preview without leaving the list. */
export function PreviewPanel({ model, rows, index, onIndex, onClose }: {
  model: string; rows: DataRecord[]; index: number; onIndex(i: number): void; onClose(): void;
}) {
  const { t } = useTranslation();
  const row = rows[index];
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!row) return null;
  const btn = 'rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40';
  return (
    <aside aria-label={t('list.preview')} className="fixed inset-y-0 right-0 top-14 z-30 flex w-full max-w-3xl flex-col border-l border-slate-200 bg-slate-50 shadow-2xl">
      <div className="flex h-12 shrink-0 items-center gap-1 border-b border-slate-200 bg-white px-3">
        <button type="button" className={btn} disabled={index <= 0} onClick={() => onIndex(index - 1)} aria-label={t('list.prevRecord')}><ChevronLeft className="size-4" aria-hidden /></button>
        <span className="min-w-12 text-center text-sm tabular-nums text-slate-600">{index + 1}/{rows.length}</span>
        <button type="button" className={btn} disabled={index >= rows.length - 1} onClick={() => onIndex(index + 1)} aria-label={t('list.nextRecord')}><ChevronRight className="size-4" aria-hidden /></button>
        <div className="flex-1" />
        <a href={`${window.location.pathname}${formatRoute(model, 'detail', { id: row.id })}`} target="_blank" rel="noreferrer" className={btn} aria-label={t('list.openNewWindow')} title={t('list.openNewWindow')}><ExternalLink className="size-4" aria-hidden /></a>
        <button type="button" className={btn} onClick={onClose} aria-label={t('common.close')}><X className="size-4" aria-hidden /></button>
      </div>
      <div className="min-h-0 flex-1">
        <Suspense fallback={<FullPageSpinner />}><DetailScreen key={row.id} model={model} id={String(row.id)} embedded /></Suspense>
      </div>
    </aside>
  );
}
