import { Bookmark, CalendarClock, Trash2, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from '../components/Menu';
import { useRecordsChangedTick } from '../stores/recordsChanged';
import { savedReportsApi } from './api';
import { savedRoute, type SavedReport } from './savedReports';

export interface SavedReportsMenuProps {
  /** The report template whose saved reports are listed. */
  type: string;
  /** Opens a saved report; without it the list goes to #report/{type}?saved={id}. */
  onOpen?(id: number, saved: SavedReport): void;
  /** inline (default): the list itself, nothing while there is none (under each report of
   * #report/list); menu: a button opening it (an action bar). */
  variant?: 'menu' | 'inline';
}

/** The saved reports of one report the user may see, his own first, then those shared with
 * him (marked); his own can be deleted here. */
export function SavedReportsMenu({ type, onOpen, variant = 'inline' }: SavedReportsMenuProps) {
  const { t } = useTranslation();
  const tick = useRecordsChangedTick();
  const [list, setList] = useState<Array<SavedReport & { mine: boolean }>>();
  const load = useCallback(() => savedReportsApi.list(type).then(
    ({ mine, shared }) => setList([...mine.map((r) => ({ ...r, mine: true })), ...shared.map((r) => ({ ...r, mine: false }))]),
    () => setList([])), [type]);
  useEffect(() => { void load(); }, [load, tick]);
  const open = (r: SavedReport) => (onOpen ? onOpen(r.id, r) : window.location.assign(savedRoute(r)));
  async function remove(r: SavedReport) {
    if (!window.confirm(t('reportshare.confirmDelete', { name: r.name }))) return;
    await savedReportsApi.remove(r.id);
    await load();
  }
  const sorted = list ?? [];
  const rows = (close?: () => void) => (
    <ul className="space-y-0.5" aria-label={t('reportshare.savedReports')}>
      {sorted.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{list ? t('reportshare.none') : '…'}</li>}
      {sorted.map((r) => {
        const mine = r.mine;
        return (
          <li key={r.id} className="group flex items-center gap-1">
            <button type="button" onClick={() => { close?.(); open(r); }}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-left text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              <Bookmark className="size-3.5 shrink-0 text-slate-400" aria-hidden />
              <span className="truncate">{r.name}</span>
              {!mine && <Users className="size-3.5 shrink-0 text-slate-400" aria-label={t('reportshare.sharedWithMe')} />}
              {r.frequency && r.frequency !== 'off' && <CalendarClock className="size-3.5 shrink-0 text-brand-600" aria-label={t(`reportshare.frequencies.${r.frequency}`)} />}
            </button>
            {mine && (
              <button type="button" onClick={() => void remove(r)} aria-label={t('reportshare.deleteNamed', { name: r.name })}
                className="rounded p-1 text-slate-400 opacity-0 hover:text-red-600 focus:opacity-100 group-hover:opacity-100">
                <Trash2 className="size-3.5" aria-hidden />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (variant === 'inline') return sorted.length ? rows() : null;
  return (
    <Menu label={t('reportshare.savedReports')} align="left"
      button={<><Bookmark className="size-4" aria-hidden /><span>{t('reportshare.savedReports')}</span>{list && list.length > 0 && <span className="text-xs text-slate-400">{list.length}</span>}</>}>
      {(close) => rows(close)}
    </Menu>
  );
}
