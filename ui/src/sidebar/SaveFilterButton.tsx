import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { useToasts } from '../components/Toasts';
import type { FilterViewConfig, ShareEntry } from '../api/types';
import { NameDialog } from './NameDialog';
import { ShareEditor } from './ShareEditor';

/** Saves the list's current filter (gql box and facets together) under a name, shared with
 * everyone or with chosen people, teams and titles. */
export function SaveFilterButton({ model, gql, view, onSaved }: { model: string; gql: string; view: FilterViewConfig; onSaved(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [open, setOpen] = useState(false);
  const [share, setShare] = useState<ShareEntry[]>([]);
  const [keepView, setKeepView] = useState(true);
  async function save(name: string) {
    const id = await api.saveFilter(model, { name, query: gql, share });
    if (keepView && id) await api.setFilterViewConfig(id, view);
    setOpen(false);
    setShare([]);
    push('success', t('sidebar.filterSaved'));
    onSaved();
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={!gql} title={gql ? t('sidebar.saveFilter') : t('sidebar.saveFilterEmpty')} aria-label={t('sidebar.saveFilter')}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50">
        <BookmarkPlus className="size-4" aria-hidden /><span className="hidden sm:inline">{t('sidebar.saveFilter')}</span>
      </button>
      {open && (
        <NameDialog title={t('sidebar.saveFilter')} submitLabel={t('form.save')} onSave={save} onCancel={() => setOpen(false)}>
          <p className="rounded-md bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600 ring-1 ring-inset ring-slate-200 break-all">{gql}</p>
          <ShareEditor value={share} onChange={setShare} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={keepView} onChange={(e) => setKeepView(e.target.checked)} className="accent-brand-600" />
            {t('sidebar.keepView')}
          </label>
        </NameDialog>
      )}
    </>
  );
}
