import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewGroup } from '../../api/types';
import { newViewGroups } from '../views';

/** Names a new view and picks its group: personal for everyone, shared and system for admins.
 * It sits inside the editor's form, so Enter creates the view instead of saving the columns. */
export function NewViewForm({ isAdmin, disabled, onCreate }: { isAdmin: boolean; disabled?: boolean; onCreate(name: string, group: ViewGroup): Promise<boolean> }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const groups = newViewGroups(isAdmin);
  const [group, setGroup] = useState<ViewGroup>(groups[0].group);
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  async function create() {
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    if (await onCreate(name.trim(), group)) setName('');
  }
  function onKey(e: KeyboardEvent) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void create();
  }
  return (
    <div className="space-y-1.5 border-t border-slate-100 pt-3">
      <input value={name} onChange={(e) => { setName(e.target.value); setMissing(false); }} onKeyDown={onKey} disabled={disabled}
        aria-label={t('views.newView')} placeholder={t('views.namePlaceholder')} aria-invalid={missing} aria-describedby={missing ? errorId : undefined}
        className={`w-full rounded-md border px-2 py-1.5 text-sm shadow-sm focus:outline-none focus:ring-2 ${missing ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200'}`} />
      {missing && <p id={errorId} className="text-xs text-red-600">{t('views.nameRequired')}</p>}
      {groups.length > 1 && (
        <select value={group} onChange={(e) => setGroup(Number(e.target.value) as ViewGroup)} disabled={disabled} aria-label={t('views.group')}
          className="w-full rounded-md border-slate-300 py-1 pl-2 pr-7 text-sm">
          {groups.map((g) => <option key={g.group} value={g.group}>{t(`views.${g.key}`)}</option>)}
        </select>
      )}
      <div className="flex justify-end">
        <button type="button" onClick={() => void create()} disabled={disabled}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:opacity-50">
          <Plus className="size-4" aria-hidden />{t('views.create')}
        </button>
      </div>
    </div>
  );
}
