import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { formatCount } from '../i18n/format';

/** One saved filter or folder: click applies it; the user's own also get a drag handle, rename and delete. */
export function SidebarItem({ name, count, active, dropTarget, onApply, onRename, onDelete, handle }: {
  name: string; count?: number; active: boolean; dropTarget?: boolean; onApply(): void; onRename?(): void; onDelete?(): void;
  /** dnd-kit's listeners for the drag handle; absent when the item cannot be moved. */
  handle?: HTMLAttributes<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`group flex items-center gap-1 rounded-md pr-1 text-sm ${dropTarget ? 'bg-brand-100 text-brand-800 ring-2 ring-inset ring-brand-500'
      : active ? 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100' : 'text-slate-700 hover:bg-slate-100'}`}>
      {handle
        ? <button type="button" {...handle} aria-label={t('sidebar.dragToReorder', { name })} title={t('sidebar.dragToReorder', { name })}
            className="cursor-grab touch-none rounded p-0.5 text-slate-300 opacity-0 group-hover:opacity-100 focus:opacity-100 active:cursor-grabbing"><GripVertical className="size-3.5" aria-hidden /></button>
        : <span className="w-[18px] shrink-0" aria-hidden />}
      <button type="button" onClick={onApply} aria-current={active || undefined} className="flex min-w-0 flex-1 items-center gap-2 py-1 text-left">
        <span className="min-w-0 flex-1 truncate" title={name}>{name}</span>
        {count !== undefined && <span className="text-xs tabular-nums text-slate-400">{formatCount(count, i18n.language as Lang)}</span>}
      </button>
      {onRename && (
        <button type="button" onClick={onRename} aria-label={t('sidebar.renameNamed', { name })} title={t('sidebar.rename')}
          className="rounded p-0.5 text-slate-400 opacity-0 hover:bg-slate-200 hover:text-slate-700 group-hover:opacity-100 focus:opacity-100"><Pencil className="size-3.5" aria-hidden /></button>
      )}
      {onDelete && (
        <button type="button" onClick={onDelete} aria-label={t('sidebar.deleteNamed', { name })} title={t('common.delete')}
          className="rounded p-0.5 text-slate-400 opacity-0 hover:bg-red-50 hover:text-red-600 group-hover:opacity-100 focus:opacity-100"><Trash2 className="size-3.5" aria-hidden /></button>
      )}
    </div>
  );
}
