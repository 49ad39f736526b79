// The tag library popover (spec 001 "Tag library"): a tab per tag group (the first 4, the
// rest under 'Other'), the group's tags as toggles, per group Edit → type new tags → Save or
// Cancel, an 'Edit TagGroup' link and Close. 600 px wide. The last group used is remembered
// in this browser, so a recruiter who tags by skill lands on Skills next time.
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { TagGroup, TagLibraryRef } from '../api/types';
import { Button } from '../components/Button';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { inputClass } from '../widgets/input/types';
import { splitTags } from '../widgets/input/tags/parse';
import { POPOVER_WIDTH, splitTabs, tabLabel } from './groupTabs';

const LAST_GROUP_KEY = 'huntline.tagLibrary.group';

function lastGroup(): number | undefined {
  const n = Number(localStorage.getItem(LAST_GROUP_KEY));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

interface Props {
  lib: TagLibraryRef;
  selected: string[];
  onToggle(tag: string): void;
  onClose(): void;
}

export function TagLibraryPopover({ lib, selected, onToggle, onClose }: Props) {
  const { t } = useTranslation();
  const isAdmin = useSession((s) => s.user?.isAdmin === true);
  // Adding takes the library's add action (hunters lack it by default); until the model's
  // metadata is read, Edit stays hidden rather than offering a call that may be refused.
  const mayAdd = useModel(lib.model).meta?.allowed_actions.includes('add') === true;
  const [groups, setGroups] = useState<TagGroup[] | undefined>();
  const [active, setActive] = useState<number | undefined>(lastGroup);
  const [tags, setTags] = useState<string[] | undefined>();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let stale = false;
    api.tagGroups(lib).then((g) => {
      if (stale) return;
      setGroups(g);
      // The remembered group may have been deleted meanwhile: fall back to the first.
      setActive((cur) => (g.some((x) => x.id === cur) ? cur : g[0]?.id));
    }, (e) => { if (!stale) { setGroups([]); setError(isApiError(e) ? e.message : String(e)); } });
    return () => { stale = true; };
  }, [lib]);

  useEffect(() => {
    if (active === undefined) return;
    let stale = false;
    setTags(undefined);
    api.tagsOfGroup(lib, active).then((list) => { if (!stale) setTags(list); }, () => { if (!stale) setTags([]); });
    return () => { stale = true; };
  }, [lib, active]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  function choose(id: number) {
    setActive(id);
    setEditing(false);
    setDraft('');
    setError('');
    localStorage.setItem(LAST_GROUP_KEY, String(id));
  }

  async function save() {
    if (active === undefined) return;
    const names = splitTags(draft);
    if (names.length === 0) { setEditing(false); return; }
    setSaving(true);
    setError('');
    try {
      await api.addTags(lib, active, names);
      const [list, g] = await Promise.all([api.tagsOfGroup(lib, active), api.tagGroups(lib)]);
      setTags(list);
      setGroups(g);
      setEditing(false);
      setDraft('');
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  const { tabs, other } = splitTabs(groups ?? []);
  const group = groups?.find((g) => g.id === active);
  const canEdit = group !== undefined && (isAdmin || (mayAdd && group.permission !== 'view'));
  const tabClass = (on: boolean) => `whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`;

  return (
    <div role="dialog" aria-label={t('tags.library')} style={{ width: POPOVER_WIDTH }}
      className="absolute left-0 z-30 mt-1 max-w-[calc(100vw-2rem)] rounded-xl bg-white shadow-xl ring-1 ring-slate-200">
      <div className="flex items-center gap-1 border-b border-slate-200 px-2" role="tablist" aria-label={t('tags.groups')}>
        {tabs.map((g) => (
          <button key={g.id} type="button" role="tab" aria-selected={g.id === active} title={g.name} onClick={() => choose(g.id)} className={tabClass(g.id === active)}>
            {tabLabel(g.name)}
          </button>
        ))}
        {other.length > 0 && (
          <select aria-label={t('tags.other')} value={other.some((g) => g.id === active) ? String(active) : ''}
            onChange={(e) => e.target.value && choose(Number(e.target.value))}
            className={`ml-1 rounded-md border-0 py-1 pl-2 pr-7 text-sm ring-1 ring-inset ${other.some((g) => g.id === active) ? 'text-brand-700 ring-brand-300' : 'text-slate-600 ring-slate-200'}`}>
            <option value="">{t('tags.other')}</option>
            {other.map((g) => <option key={g.id} value={g.id} title={g.name}>{tabLabel(g.name)}</option>)}
          </select>
        )}
      </div>

      <div className="max-h-72 min-h-24 overflow-auto p-3">
        {groups === undefined && <p className="text-sm text-slate-500">{t('tags.loading')}</p>}
        {groups?.length === 0 && <p className="text-sm text-slate-500">{t('tags.noGroups')}</p>}
        {group && !editing && (
          <>
            {tags === undefined && <p className="text-sm text-slate-500">{t('tags.loading')}</p>}
            {tags?.length === 0 && <p className="text-sm text-slate-500">{t('tags.empty')}</p>}
            <div className="flex flex-wrap gap-1.5" role="group" aria-label={group.name}>
              {tags?.map((tag) => {
                const on = selected.includes(tag);
                return (
                  <button key={tag} type="button" aria-pressed={on} onClick={() => onToggle(tag)}
                    className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset ${on ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50'}`}>
                    {on && <Check className="size-3" aria-hidden />}{tag}
                  </button>
                );
              })}
            </div>
          </>
        )}
        {group && editing && (
          <label className="block text-sm text-slate-700">
            {t('tags.newTags', { group: group.name })}
            <input autoFocus value={draft} onChange={(e) => setDraft(e.target.value)} disabled={saving}
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void save(); } }}
              className={`${inputClass(false)} mt-1`} />
          </label>
        )}
        {error && <p role="alert" className="mt-2 text-sm text-red-600">{error}</p>}
      </div>

      <div className="flex items-center gap-2 border-t border-slate-200 px-3 py-2">
        {group && !editing && canEdit && (
          <Button variant="ghost" onClick={() => { setEditing(true); setError(''); }}><Pencil className="size-4" aria-hidden />{t('tags.edit')}</Button>
        )}
        {group && !editing && !canEdit && <span className="text-xs text-slate-400">{t('tags.viewOnly')}</span>}
        {editing && (
          <>
            <Button variant="primary" disabled={saving} onClick={() => void save()}>{saving ? t('tags.saving') : t('tags.save')}</Button>
            <Button disabled={saving} onClick={() => { setEditing(false); setDraft(''); setError(''); }}>{t('tags.cancel')}</Button>
          </>
        )}
        <span className="flex-1" />
        <a href={`#${lib.group_model}/list`} className="text-sm font-medium text-brand-700 hover:underline">{t('tags.editGroups')}</a>
        <Button variant="ghost" onClick={onClose}><X className="size-4" aria-hidden />{t('tags.close')}</Button>
      </div>
    </div>
  );
}
