// The search page's left sidebar (spec 002 §2, add-on B): the user card of the bound board
// account (name, company, title, avatar) with Unbind, and the collapsible subscribed searches:
// the fixed built-in Resume library entry (no filter), then the user's saved searches, each
// with delete, and the save box that keeps the current filters under a name. Subscribe is
// offered only where the tenant's config enables it (hunterboard_subscribe).
import { Bell, BookOpen, ChevronDown, ChevronRight, Link2Off, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { useMediaQuery } from '../../components/useMediaQuery';
import { inputClass } from '../../widgets/input/types';
import '../messages';
import type { SavedSearch, UserInfo } from '../types';

export function UserCard({ user, onUnbind }: { user: UserInfo; onUnbind(): void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('hunterboard.search.user')} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="hunterboard-user">
      <div className="flex items-center gap-3">
        {user.avatar_url
          ? <img src={user.avatar_url} alt="" className="size-11 shrink-0 rounded-full object-cover ring-1 ring-slate-200" />
          : <Avatar name={user.name} size="md" />}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          {user.company_name && <p className="truncate text-xs text-slate-600">{user.company_name}</p>}
          {user.title && <p className="truncate text-xs text-slate-500">{user.title}</p>}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3">
        <span className="text-xs text-slate-500">{t('hunterboard.board')}</span>
        <button type="button" onClick={onUnbind} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-red-50 hover:text-red-700">
          <Link2Off className="size-3.5" aria-hidden />{t('hunterboard.unbind')}
        </button>
      </div>
    </section>
  );
}

export function SavedSearches({ searches, activeId, libraryActive, canSubscribe, onApply, onLibrary, onDelete, onSave }: {
  searches: SavedSearch[]; activeId: number | null; libraryActive: boolean; canSubscribe: boolean;
  onApply(s: SavedSearch): void; onLibrary(): void; onDelete(s: SavedSearch): void;
  onSave(title: string, subscribed: boolean): Promise<boolean>;
}) {
  const { t } = useTranslation();
  // On a phone the list starts folded, so the resumes are not pushed below the screen.
  const narrow = useMediaQuery('(max-width: 1023px)');
  const [open, setOpen] = useState(!narrow);
  const [saving, setSaving] = useState(false);
  const listId = useId();
  const entry = (active: boolean) => `flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm ${active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <section className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200" data-testid="hunterboard-searches">
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} title={t('hunterboard.search.toggleSearches')}
        className="flex w-full items-center gap-1 rounded-lg px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 hover:bg-slate-50">
        {open ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
        {t('hunterboard.search.searches')}
      </button>
      {open && (
        <div id={listId}>
          <ul className="mt-1 space-y-0.5">
            <li className="flex">
              <button type="button" onClick={onLibrary} aria-current={libraryActive || undefined} className={entry(libraryActive)}>
                <BookOpen className="size-4 shrink-0 text-slate-400" aria-hidden /><span className="truncate">{t('hunterboard.search.library')}</span>
              </button>
            </li>
            {searches.map((s) => (
              <li key={s.id} className="group flex items-center">
                <button type="button" onClick={() => onApply(s)} aria-current={activeId === s.id || undefined} className={entry(activeId === s.id)}>
                  <span className="truncate">{s.title}</span>
                  {s.subscribed && <Bell className="size-3.5 shrink-0 text-amber-500" aria-label={t('hunterboard.search.subscribed')} />}
                </button>
                <button type="button" onClick={() => onDelete(s)} aria-label={t('hunterboard.search.deleteSearch', { title: s.title })}
                  className="rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 focus:opacity-100 sm:opacity-0 sm:group-hover:opacity-100">
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          {!searches.length && <p className="px-2 py-1 text-xs text-slate-400">{t('hunterboard.search.noSearches')}</p>}
          {saving
            ? <SaveBox canSubscribe={canSubscribe} onCancel={() => setSaving(false)} onSave={async (title, sub) => { if (await onSave(title, sub)) setSaving(false); }} />
            : (
              <button type="button" onClick={() => setSaving(true)} aria-expanded={false}
                className="mt-1 flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
                <Plus className="size-4" aria-hidden />{t('hunterboard.search.save')}
              </button>
            )}
        </div>
      )}
    </section>
  );
}

/** The search-save box (spec 002 §4): a name, and subscribe where offered. */
function SaveBox({ canSubscribe, onSave, onCancel }: { canSubscribe: boolean; onSave(title: string, subscribed: boolean): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    try { await onSave(title.trim(), canSubscribe && subscribed); } finally { setBusy(false); }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 space-y-2 rounded-lg bg-slate-50 p-2" aria-label={t('hunterboard.search.save')}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">{t('hunterboard.search.saveTitle')}</label>
      <input id={id} autoFocus maxLength={60} value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('hunterboard.search.saveTitlePlaceholder')} className={inputClass(false)}
        onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); onCancel(); } }} />
      {canSubscribe && (
        <label className="flex items-start gap-2 text-xs text-slate-600">
          <input type="checkbox" checked={subscribed} onChange={(e) => setSubscribed(e.target.checked)} className="mt-0.5 size-4 accent-brand-600" />{t('hunterboard.search.subscribe')}
        </label>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={!title.trim() || busy}>{t('hunterboard.search.save')}</Button>
      </div>
    </form>
  );
}
