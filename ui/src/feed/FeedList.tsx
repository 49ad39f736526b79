// One feed tab: the note composer on top (All and note tabs of a record), then a page of items
// (100 each) and a pager. A note is edited in place, in the composer; other items open their
// record's edit panel.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { feedApi } from './feedApi';
import type { DataRecord } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { usePageFloat } from '../stores/pageFloat';
import { listModelOf } from './bodyFor';
import { cellKind } from './cellKind';
import { FeedCell } from './FeedCell';
import { NoteComposer } from './NoteComposer';
import { composesOn } from './tabs';
import type { FeedItem, FeedPage, FeedSource } from './types';

export function FeedList({ source, tab, version, hideOperation, noteFk, onChanged }: {
  source: FeedSource; tab: string; version: number; hideOperation?: boolean;
  /** The note's field naming the feed's record; no composer without it. */
  noteFk?: string; onChanged(): void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FeedPage>();
  const [error, setError] = useState<unknown>();
  const [editing, setEditing] = useState<{ item: FeedItem; note: DataRecord }>();
  const [deleting, setDeleting] = useState<FeedItem>();

  const load = () => {
    setError(undefined);
    feedApi.page(source, tab, page).then(setData).catch(setError);
  };
  useEffect(load, [source.model, source.id, tab, page, version]); // eslint-disable-line react-hooks/exhaustive-deps

  const isNote = (item: FeedItem) => cellKind(item) === 'note';
  async function edit(item: FeedItem) {
    try {
      if (isNote(item)) { setEditing({ item, note: await feedApi.note(item.external_id) }); return; }
      const record = await api.record(item.external_model, item.external_id);
      usePageFloat.getState().open(`edit:${item.external_model}`, { id: item.external_id, record, onSaved: onChanged });
    } catch (e) {
      setError(e);
    }
  }
  async function remove(item: FeedItem) {
    setDeleting(undefined);
    try {
      if (isNote(item)) await feedApi.deleteNote(item.external_id);
      else await api.deleteRecords(item.external_model, [item.external_id]);
      useToasts.getState().push('success', t('feed.deleted'));
      onChanged();
    } catch (e) {
      setError(e);
    }
  }

  const saved = () => { useToasts.getState().push('success', t('feed.saved')); setEditing(undefined); onChanged(); };
  return (
    <div className="space-y-4">
      {composesOn(tab) && source.model && source.id && noteFk && (
        <NoteComposer model={source.model} fk={noteFk} recordId={source.id} onSaved={saved} />
      )}
      {error ? <ErrorState error={error} onRetry={load} />
        : !data ? <div className="flex justify-center py-10"><Spinner /></div>
          : !data.list.length ? <EmptyState title={t('feed.empty')} />
            : (
              <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
                <ol aria-label={t('feed.items')} className="divide-y divide-slate-100">
                  {data.list.map((item) => editing?.item.id === item.id ? (
                    <li key={item.id} className="p-3">
                      {/* The categories are those of the record the note is about (candidate_note → candidate). */}
                      <NoteComposer model={source.model ?? listModelOf(item.type)} fk={noteFk ?? ''} recordId={source.id ?? 0} note={editing.note} onSaved={saved} onCancel={() => setEditing(undefined)} />
                    </li>
                  ) : (
                    <FeedCell key={item.id} item={item} ownerModel={source.model} hideOperation={hideOperation} onEdit={(i) => void edit(i)} onDelete={setDeleting} />
                  ))}
                </ol>
                <FeedPager page={data.current} pages={data.pages} total={data.total} onPage={setPage} />
              </div>
            )}
      {deleting && (
        <ConfirmDialog danger message={t('feed.confirmDelete')} confirmLabel={t('feed.delete')}
          onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(undefined)} />
      )}
    </div>
  );
}

function FeedPager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage(p: number): void }) {
  const { t } = useTranslation();
  const last = Math.max(1, pages);
  const btn = 'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40';
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
      <span>{t('feed.total', { count: total })}</span>
      <div className="flex items-center gap-3">
        <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('feed.prev')}><ChevronLeft className="size-4" aria-hidden /></button>
        <span className="tabular-nums">{t('feed.pageOf', { page, pages: last })}</span>
        <button type="button" className={btn} disabled={page >= last} onClick={() => onPage(page + 1)} aria-label={t('feed.next')}><ChevronRight className="size-4" aria-hidden /></button>
      </div>
    </div>
  );
}
