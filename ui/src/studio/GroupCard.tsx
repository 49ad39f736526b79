import { useDroppable } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { SortableFieldChip } from './FieldChip';
import { groupLabel, type EditorGroup } from './layoutState';

/** One group of a detail or edit view: its name (edited inline), 1 or 2 columns, remove, and
 * its fields, which drag within the group, to other groups and to the palette. */
export function GroupCard({ group, label, onRename, onLayout, onRemove, onRemoveField }: {
  group: EditorGroup; label(name: string): string; onRename(text: string): void; onLayout(layout: 1 | 2): void; onRemove(): void; onRemoveField(name: string): void;
}) {
  const { t, i18n } = useTranslation();
  const name = groupLabel(group, i18n.language as Lang);
  const { setNodeRef, isOver } = useDroppable({ id: group.key });
  return (
    <section aria-label={name} data-group={group.name} className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-3 py-2">
        <GroupName name={name} onRename={onRename} />
        <div role="radiogroup" aria-label={t('studio.layout.layoutOf', { name })} className="ml-auto flex rounded-md ring-1 ring-slate-300">
          {([1, 2] as const).map((n) => (
            <button key={n} type="button" role="radio" aria-checked={group.layout === n} onClick={() => onLayout(n)}
              className={`px-2 py-1 text-xs first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-brand-600 ${group.layout === n ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-50'}`}>
              {t(n === 1 ? 'studio.layout.oneColumn' : 'studio.layout.twoColumns')}
            </button>
          ))}
        </div>
        <button type="button" onClick={onRemove} aria-label={t('studio.layout.removeGroup', { name })}
          className="rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600">
          <Trash2 className="size-4" aria-hidden />
        </button>
      </header>
      <SortableContext items={group.fields} strategy={rectSortingStrategy}>
        <ul ref={setNodeRef} aria-label={name}
          className={`grid min-h-14 gap-1.5 p-3 ${group.layout === 2 ? 'grid-cols-2' : 'grid-cols-1'} ${isOver ? 'bg-brand-50' : ''}`}>
          {group.fields.map((f) => <SortableFieldChip key={f} name={f} label={label(f)} onRemove={() => onRemoveField(f)} />)}
          {group.fields.length === 0 && <li className="col-span-full rounded-md border border-dashed border-slate-300 px-3 py-3 text-center text-xs text-slate-400">{t('studio.layout.dropHere')}</li>}
        </ul>
      </SortableContext>
    </section>
  );
}

/** The group's name, or while renaming an input with confirm (Enter) and cancel (Escape). */
function GroupName({ name, onRename }: { name: string; onRename(text: string): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string>();
  if (editing === undefined) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h4 className="truncate text-sm font-semibold text-slate-900">{name}</h4>
        <button type="button" onClick={() => setEditing(name)} aria-label={t('studio.layout.renameGroup', { name })}
          className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          <Pencil className="size-3.5" aria-hidden />
        </button>
      </div>
    );
  }
  const confirm = () => {
    if (editing.trim()) onRename(editing.trim());
    setEditing(undefined);
  };
  return (
    <div className="flex items-center gap-1">
      <input value={editing} onChange={(e) => setEditing(e.target.value)} aria-label={t('studio.layout.groupName')} autoFocus
        onKeyDown={(e) => {
          if (e.key === 'Enter') { e.preventDefault(); confirm(); }
          if (e.key === 'Escape') { e.preventDefault(); setEditing(undefined); }
        }}
        className="w-48 rounded-md border border-slate-300 px-2 py-1 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200" />
      <button type="button" onClick={confirm} disabled={!editing.trim()} aria-label={t('studio.layout.confirmRename')}
        className="rounded p-1 text-emerald-600 hover:bg-emerald-50 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600"><Check className="size-4" aria-hidden /></button>
      <button type="button" onClick={() => setEditing(undefined)} aria-label={t('studio.layout.cancelRename')}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"><X className="size-4" aria-hidden /></button>
    </div>
  );
}
